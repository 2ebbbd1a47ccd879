import { isAbsolute, relative } from 'node:path';
import { type Plugin, parseSync, Visitor } from 'vite';

/** docs/product.md §7 and §9: a chunk loaded on demand gives up after 120 s. */
export const DEFAULT_CHUNK_TIMEOUT_MS = 120_000;

/**
 * The chunk timeout of this build, from `VITE_CHUNK_TIMEOUT_MS` (tests may shorten it); a value
 * that is not a positive whole number stops the build rather than ship a wrong timeout.
 */
export function chunkTimeoutSetting(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_CHUNK_TIMEOUT_MS;
  const ms = Number(value);
  if (!Number.isSafeInteger(ms) || ms <= 0) {
    throw new Error(`VITE_CHUNK_TIMEOUT_MS must be a positive whole number of milliseconds, not "${value}"`);
  }
  return ms;
}

const helperName = '__pitchsideWithChunkTimeout';

/**
 * Wraps every dynamic `import()` in the module with the chunk timeout helper: a lazy route
 * chunk (TanStack's autoCodeSplitting writes `() => import('./x.tsx?tsr-split=component')`),
 * the backend adapter, a lazy dialog. A dynamic import has no timeout of its own, so without
 * this a chunk stuck on a hanging connection would leave a blank screen for ever.
 * Returns null when the module has no dynamic import.
 */
export function wrapDynamicImports(code: string, helperPath: string): string | null {
  if (!code.includes('import(')) return null;
  const { program } = parseSync('module.js', code, { lang: 'js', sourceType: 'module' });
  const spans: { start: number; end: number; chunk: string }[] = [];
  new Visitor({
    ImportExpression(node) {
      const source = node.source;
      const specifier = source.type === 'Literal' && typeof source.value === 'string' ? source.value : 'module';
      spans.push({ start: node.start, end: node.end, chunk: chunkName(specifier) });
    },
  }).visit(program);
  if (spans.length === 0) return null;
  let out = code;
  // from the end, so earlier offsets stay valid
  for (const span of spans.sort((a, b) => b.start - a.start)) {
    out = `${out.slice(0, span.start)}${helperName}(${out.slice(span.start, span.end)}, ${JSON.stringify(span.chunk)})${out.slice(span.end)}`;
  }
  return `import { withChunkTimeout as ${helperName} } from ${JSON.stringify(helperPath)};\n${out}`;
}

/** `../features/x/components/claim-prompt` → `claim-prompt`; `./mailbox.tsx?tsr-split=component` → `mailbox.tsx`. */
function chunkName(specifier: string): string {
  return (specifier.split('?')[0] ?? specifier).split('/').at(-1) || specifier;
}

/**
 * A Vite plugin applying {@link wrapDynamicImports} to the app's own modules (under `srcDir`),
 * after every other transform (so it also sees the imports TanStack's code splitter adds).
 */
export function chunkTimeout(options: { srcDir: string; helperPath: string }): Plugin {
  return {
    name: 'pitchside:chunk-timeout',
    enforce: 'post',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (file === options.helperPath || id.includes('/node_modules/')) return null;
      const inSrc = relative(options.srcDir, file);
      if (inSrc.startsWith('..') || isAbsolute(inSrc)) return null;
      const wrapped = wrapDynamicImports(code, options.helperPath);
      return wrapped === null ? null : { code: wrapped, map: null };
    },
  };
}
