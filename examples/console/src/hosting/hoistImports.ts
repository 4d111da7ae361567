import type { Plugin } from 'vite';

type Chunk = { type: 'chunk'; fileName: string; imports: string[]; isEntry: boolean; code: string };

/**
 * Lets a page's script name every script it needs, so the browser requests them all at once when it reads it.
 * The build writes no preload map (`build.modulePreload: false`: the map of every page's scripts weighed 3.5 KB gz in
 * the entry script); instead each script loaded on demand imports, after its own imports, the scripts those import
 * in turn (what Rollup's `hoistTransitiveImports` does). Appended last, they change no module's evaluation order:
 * each is already reached through an earlier import. The entry script is skipped (its imports are its own).
 */
export function hoistImports(): Plugin {
  return {
    name: 'console-hoist-imports',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Chunk>();
      for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item as Chunk);
      const transitive = (name: string, seen: Set<string>) => {
        for (const next of chunks.get(name)?.imports ?? []) {
          if (seen.has(next)) continue;
          seen.add(next);
          transitive(next, seen);
        }
        return seen;
      };
      for (const chunk of chunks.values()) {
        if (chunk.isEntry) continue;
        const direct = new Set(chunk.imports);
        const hoisted = [...transitive(chunk.fileName, new Set())].filter(
          (name) => !direct.has(name) && name !== chunk.fileName && !chunks.get(name)?.isEntry,
        );
        if (!hoisted.length) continue;
        const from = chunk.fileName.split('/').slice(0, -1);
        const specifier = (name: string) => {
          const to = name.split('/');
          let i = 0;
          while (i < from.length && from[i] === to[i]) i++;
          const up = from.length - i;
          return `${up ? '../'.repeat(up) : './'}${to.slice(i).join('/')}`;
        };
        const lines = hoisted.map((name) => `import"${specifier(name)}";`).join('');
        // On a line of its own before the source map's comment: the mapped lines above keep their positions.
        const marker = chunk.code.lastIndexOf('\n//# sourceMappingURL=');
        chunk.code =
          marker === -1
            ? `${chunk.code}\n${lines}\n`
            : `${chunk.code.slice(0, marker)}\n${lines}${chunk.code.slice(marker)}`;
        chunk.imports = [...chunk.imports, ...hoisted];
      }
    },
  };
}
