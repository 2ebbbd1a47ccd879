import type { Plugin, Rolldown } from 'vite';

/** A build file named in another file's text: `assets/<name>.<ext>` as Vite writes it (preload maps, imports, html). */
const ASSET_REFERENCE = /assets\/[\w.-]+?\.(?:js|mjs|css|svg|png|webp|woff2?|json|wasm)\b/g;

/** Where an emitted file names a file of `assets/` that the build does not emit. */
export interface MissingAsset {
  in: string;
  missing: string;
}

/**
 * Every `assets/…` name in the emitted chunks and text assets that is not itself emitted. A
 * plugin that deletes or renames an output after Vite wrote its preload maps leaves such a name
 * behind; the SPA fallback then answers the request with index.html, and the import that
 * preloads it rejects (docs/architecture.md "The service worker").
 */
export function missingAssets(bundle: Rolldown.OutputBundle): MissingAsset[] {
  const found: MissingAsset[] = [];
  for (const [fileName, output] of Object.entries(bundle)) {
    const text = output.type === 'chunk' ? output.code : textOf(output.source);
    if (text === undefined) continue;
    for (const [reference] of text.matchAll(ASSET_REFERENCE)) {
      if (!(reference in bundle) && !found.some((each) => each.in === fileName && each.missing === reference)) {
        found.push({ in: fileName, missing: reference });
      }
    }
  }
  return found;
}

function textOf(source: string | Uint8Array): string | undefined {
  if (typeof source === 'string') return source;
  return undefined;
}

/**
 * Fails the build when an emitted file names an asset the build does not emit. Runs once the
 * bundle is final (after Vite's preload maps and every other plugin's changes) and written, so
 * the plugins that read the written files after it still find them and this error is the one
 * the build reports.
 */
export function missingAssetsCheck(): Plugin {
  return {
    name: 'pitchside:missing-assets-check',
    apply: 'build',
    enforce: 'post',
    writeBundle: {
      order: 'post',
      handler(_options, bundle) {
        const missing = missingAssets(bundle);
        if (missing.length > 0) {
          this.error(
            `the build names files it does not emit:\n${missing.map((each) => `  ${each.in} → ${each.missing}`).join('\n')}`,
          );
        }
      },
    },
  };
}
