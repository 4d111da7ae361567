import type { Plugin } from 'vite';

/** The part of a built chunk this reads. */
export interface LandingChunk {
  fileName: string;
  isEntry: boolean;
  moduleIds: readonly string[];
  imports: readonly string[];
}

/**
 * Each module's landing page (core's `LANDING_PATHS`, file by file; `landingCode.test.ts` checks they agree): the
 * page a sign-in leads to when it starts from the sign-in screen.
 */
export const LANDING_PAGES = {
  'super-admin': 'organizations',
  'org-module': 'branches',
  'branch-module': 'branches',
  'project-module': 'project-panel',
  'project-member-module': 'project-panel',
} as const;

/**
 * What every landing renders beside its page, loaded lazily by the shell once it renders: the bell's live part, the
 * infrastructure badge and the stream's code behind them (not the toaster: it loads with the first toast).
 */
const FRAME_PARTS = [
  /[\\/]shell[\\/]LiveNotifications\.tsx$/,
  /[\\/]shell[\\/]InfrastructureBadge\.tsx$/,
  /[\\/]client[\\/]liveParts\.ts$/,
];

/**
 * The scripts each module's landing needs beyond the entry script, by module: the module frame's route (its split
 * component), the landing page's route, the shell's lazy parts every landing renders, and all they import. A route
 * file's split parts are modules `<file>?tsr-split=…`; only the component and loader count (not the error screens).
 */
export function landingChunks(chunks: readonly LandingChunk[]): Record<keyof typeof LANDING_PAGES, string[]> {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const routePart = (file: string) => {
    const at = new RegExp(
      `[\\\\/]src[\\\\/]routes[\\\\/]${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.tsx\\?tsr-split=(component|loader)`,
    );
    return (id: string) => at.test(id);
  };
  const having = (tests: ((id: string) => boolean)[]) =>
    chunks.filter((chunk) => !chunk.isEntry && chunk.moduleIds.some((id) => tests.some((test) => test(id))));
  const closure = (start: readonly LandingChunk[]) => {
    const seen = new Set<string>();
    const visit = (chunk: LandingChunk | undefined) => {
      if (!chunk || chunk.isEntry || seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      for (const next of chunk.imports) visit(byName.get(next));
    };
    for (const chunk of start) visit(chunk);
    return [...seen].sort();
  };
  const frame = having(FRAME_PARTS.map((part) => (id: string) => part.test(id)));
  return Object.fromEntries(
    Object.entries(LANDING_PAGES).map(([module, page]) => [
      module,
      closure([...frame, ...having([routePart(`${module}/route`), routePart(`${module}/${page}`)])]),
    ]),
  ) as Record<keyof typeof LANDING_PAGES, string[]>;
}

/**
 * Names each module landing's scripts in the page (`<meta name="console-landing-code" data-module content>`, data
 * rather than script, so the CSP hash of the callback script does not follow the build), for the callback page's
 * inline script to preload: back from the identity provider, the landing's code loads beside the code exchange and the
 * entry script, rather than after the user space has named the landing, on the same six connections as the landing's
 * first API requests.
 */
export function landingCode(): Plugin {
  return {
    name: 'console-landing-code',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).flatMap((output) =>
          output.type === 'chunk' ? [output] : [],
        );
        const lists = landingChunks(chunks);
        const metas = Object.entries(lists)
          .map(
            ([module, files]) =>
              `<meta name="console-landing-code" data-module="${module}" content="${files.map((file) => `/${file}`).join(' ')}" />`,
          )
          .join('\n    ');
        return html.replace('<!--landing-code-->', () => metas);
      },
    },
  };
}

/**
 * The modules in the scripts that every module landing loads (the frame's shell, the widgets' foundations, the table,
 * the bell): a build gathers them in one script, `frame` (vite.config.ts), found by a first pass of the same build.
 * Split by which pages share them, they came in about 25 scripts: on the callback page each was a request, a compile
 * and a module record on the main thread while the sign-in finished (bench/results/signin11-ab.md).
 */
export function landingFrameModules(chunks: readonly LandingChunk[]): Set<string> {
  const [first = [], ...rest] = Object.values(landingChunks(chunks));
  const common = new Set(first.filter((file) => rest.every((list) => list.includes(file))));
  return new Set(chunks.filter((chunk) => common.has(chunk.fileName)).flatMap((chunk) => chunk.moduleIds));
}
