import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** Where the build writes which modules each chunk holds, beside Vite's own manifest. */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

/** One chunk's modules: ids relative to the project (`node_modules/react-dom/…`, `src/…`) and their rendered sizes. */
export type ChunkModules = Record<string, { modules: Record<string, number> }>;

/**
 * Records, for every JavaScript file of the build, the modules it holds and how many bytes of
 * each it renders. scripts/size.mjs reads it to prove what a route's download does not contain
 * (no Firebase, Dexie, Query or Radix code on the landing page) and to say what fills a chunk.
 */
export function chunkModules(root: string): Plugin {
  return {
    name: 'pitchside-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: ChunkModules = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules: Record<string, number> = {};
        for (const [id, module] of Object.entries(output.modules)) {
          modules[projectRelative(root, id)] = module.renderedLength;
        }
        chunks[output.fileName] = { modules };
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_MODULES_FILE, source: `${JSON.stringify(chunks, null, 1)}\n` });
    },
  };
}

/** `\0vite/preload-helper` and friends stay as they are; real files lose the machine's path. */
function projectRelative(root: string, id: string): string {
  return id.startsWith('/') ? relative(root, id) : id;
}
