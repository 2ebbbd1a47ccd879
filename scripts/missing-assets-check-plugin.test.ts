import type { Rolldown } from 'vite';
import { expect, it } from 'vitest';
import { missingAssets } from './missing-assets-check-plugin';

const chunk = (fileName: string, code: string) => ({ type: 'chunk', fileName, code });
const asset = (fileName: string, source: string | Uint8Array) => ({ type: 'asset', fileName, source });

it('names each emitted file that refers to an asset the build does not emit', () => {
  const bundle = {
    'index.html': asset('index.html', '<script type="module" src="/assets/start-1.js"></script>'),
    'assets/start-1.js': chunk(
      'assets/start-1.js',
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/join-2.js","assets/index-3.css"])))=>i.map(i=>d[i]);',
    ),
    'assets/join-2.js': chunk('assets/join-2.js', 'export{}'),
    '.vite/manifest.json': asset('.vite/manifest.json', '{"css":["assets/index-3.css"],"file":"assets/gone-4.js"}'),
    'icons/icon.png': asset('icons/icon.png', new Uint8Array([1, 2, 3])),
  } as unknown as Rolldown.OutputBundle;
  expect(missingAssets(bundle)).toEqual([
    { in: 'assets/start-1.js', missing: 'assets/index-3.css' },
    { in: '.vite/manifest.json', missing: 'assets/index-3.css' },
    { in: '.vite/manifest.json', missing: 'assets/gone-4.js' },
  ]);
});

it('finds nothing where every name is emitted', () => {
  const bundle = {
    'index.html': asset('index.html', '<script src="/assets/start-1.js"></script>'),
    'assets/start-1.js': chunk('assets/start-1.js', 'import("./assets/join-2.js")'),
    'assets/join-2.js': chunk('assets/join-2.js', ''),
  } as unknown as Rolldown.OutputBundle;
  expect(missingAssets(bundle)).toEqual([]);
});
