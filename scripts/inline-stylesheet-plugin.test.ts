import type { Rolldown } from 'vite';
import { expect, it } from 'vitest';
import { inlineStylesheet } from './inline-stylesheet-plugin';
import { missingAssets } from './missing-assets-check-plugin';

const CSS = 'assets/index-abc.css';

/** What the bundle holds when the plugin runs: the page, its stylesheet, the entry and a chunk sharing its code. */
function bundleWithStylesheet(): Rolldown.OutputBundle {
  const chunk = (fileName: string, code: string) =>
    ({
      type: 'chunk',
      fileName,
      code,
      viteMetadata: { importedCss: new Set([CSS]), importedAssets: new Set() },
    }) as unknown;
  return {
    'index.html': {
      type: 'asset',
      fileName: 'index.html',
      source: `<link rel="stylesheet" crossorigin href="/${CSS}"><script type="module" src="/assets/start.js"></script>`,
    },
    [CSS]: { type: 'asset', fileName: CSS, source: 'body{color:red}' },
    'assets/start.js': chunk('assets/start.js', 'import("./index.js")'),
    'assets/index.js': chunk('assets/index.js', ''),
  } as unknown as Rolldown.OutputBundle;
}

function runPlugin(bundle: Rolldown.OutputBundle) {
  const hook = inlineStylesheet().generateBundle as (this: unknown, options: unknown, bundle: unknown) => void;
  hook.call(
    {
      error: (message: string) => {
        throw new Error(message);
      },
    },
    {},
    bundle,
  );
}

it('inlines the stylesheet and leaves no chunk naming the deleted file for Vite to preload', () => {
  const bundle = bundleWithStylesheet();
  runPlugin(bundle);
  const html = bundle['index.html'] as Rolldown.OutputAsset;
  expect(String(html.source)).toContain('<style>body{color:red}</style>');
  expect(bundle[CSS]).toBeUndefined();
  for (const name of ['assets/start.js', 'assets/index.js']) {
    const chunk = bundle[name] as Rolldown.OutputChunk;
    // Vite writes each dynamic import's preload map from these lists after this plugin ran
    expect([...(chunk.viteMetadata?.importedCss ?? [])]).toEqual([]);
  }
  expect(missingAssets(bundle)).toEqual([]);
});
