import type { Plugin } from 'vite';

const PRELOAD_HELPER = '\0vite/preload-helper.js';

/**
 * Replaces Vite's preload helper (about 0.5 KB gz in the entry script) with a pass-through. Vite wraps every
 * `import()` in it to load, beside the script, the stylesheets and scripts that script needs. This console needs
 * neither: its stylesheet is one file that index.html links (every style is imported by the entry script), and each script names
 * every script it needs itself (`build.modulePreload: false` with `hoistImports`). The build fails if a script loaded
 * on demand ever comes with a stylesheet of its own, which the pass-through would not load.
 */
export function passThroughPreload(): Plugin {
  return {
    name: 'console-pass-through-preload',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => (id === PRELOAD_HELPER ? id : undefined),
    load: (id) => (id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load();' : undefined),
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk' || item.isEntry) continue;
        const css = item.viteMetadata?.importedCss;
        if (css?.size) throw new Error(`${item.fileName} needs a stylesheet of its own (${[...css].join(', ')})`);
      }
    },
  };
}
