import { afterEach, describe, expect, it, vi } from 'vitest';
import { chunkTimeoutSetting, wrapDynamicImports } from '../../scripts/chunk-timeout-plugin';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, withChunkTimeout } from './chunk-timeout';

afterEach(() => {
  vi.useRealTimers();
});

describe('the chunk timeout', () => {
  it('is 120 s unless the build says otherwise (docs/product.md §9)', () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    expect(chunkTimeoutSetting(undefined)).toBe(120_000);
    expect(chunkTimeoutSetting('')).toBe(120_000);
    expect(chunkTimeoutSetting('2000')).toBe(2000);
    for (const wrong of ['0', '-5', '1.5', 'soon'])
      expect(() => chunkTimeoutSetting(wrong)).toThrow(/VITE_CHUNK_TIMEOUT_MS/);
  });

  it('fails a chunk that is still loading when the time is up, with a chunk load error', async () => {
    vi.useFakeTimers();
    const stuck = new Promise<never>(() => {});
    const loading = withChunkTimeout(stuck, 'mailbox.tsx', 120_000);
    const outcome = loading.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void loading.then(
      () => (settled = true),
      () => (settled = true),
    );
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({
      name: 'ChunkLoadError',
      message: 'Loading chunk mailbox.tsx failed (timeout after 120000 ms)',
    });
  });

  it('passes a loaded chunk and a failed one through, and leaves no timer behind', async () => {
    vi.useFakeTimers();
    await expect(withChunkTimeout(Promise.resolve({ component: 'x' }), 'x.tsx', 1000)).resolves.toEqual({
      component: 'x',
    });
    const refused = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    await expect(withChunkTimeout(Promise.reject(refused), 'x.tsx', 1000)).rejects.toBe(refused);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('the build step that adds the timeout to every dynamic import', () => {
  const helper = '/app/src/app/chunk-timeout.ts';

  it('wraps the importers TanStack’s code splitting writes, and any other import()', () => {
    const code = [
      "const note = 'café — ünïcode before the import';",
      "const $$splitComponentImporter = () => import('/app/src/routes/mailbox.tsx?tsr-split=component');",
      "const later = (name) => import('./x/' + name + '.js').then((m) => m.default);",
    ].join('\n');
    const wrapped = wrapDynamicImports(code, helper) as string;
    expect(wrapped).toContain(`import { withChunkTimeout as __pitchsideWithChunkTimeout } from "${helper}";`);
    expect(wrapped).toContain(
      'const $$splitComponentImporter = () => __pitchsideWithChunkTimeout(import(\'/app/src/routes/mailbox.tsx?tsr-split=component\'), "mailbox.tsx");',
    );
    expect(wrapped).toContain(
      `__pitchsideWithChunkTimeout(import('./x/' + name + '.js'), "module").then((m) => m.default)`,
    );
    expect(wrapped).toContain("const note = 'café — ünïcode before the import';");
  });

  it('leaves a module without a dynamic import as it is', () => {
    expect(wrapDynamicImports("import { a } from './a';\nexport const b = a;", helper)).toBeNull();
    expect(wrapDynamicImports("const text = 'import(x) in a string';", helper)).toBeNull();
  });
});
