/** Set by vite.config.ts from `VITE_CHUNK_TIMEOUT_MS` (docs/product.md §9: 120000 ms). */
declare const __CHUNK_TIMEOUT_MS__: number | undefined;

export const CHUNK_TIMEOUT_MS = typeof __CHUNK_TIMEOUT_MS__ === 'number' ? __CHUNK_TIMEOUT_MS__ : 120_000;

/** A chunk of the app that did not load (docs/product.md §7: a chunk load error, `Loading chunk failed`). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/**
 * Every dynamic `import()` of the app's own code goes through here (the build adds the call,
 * scripts/chunk-timeout-plugin.ts): a chunk still not loaded after the build's timeout fails
 * with a chunk load error, so the screen shows the error page instead of staying blank on a
 * connection that accepts and then hangs.
 */
export function withChunkTimeout<T>(load: Promise<T>, chunk: string, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`Loading chunk ${chunk} failed (timeout after ${timeoutMs} ms)`)),
      timeoutMs,
    );
    load.then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
