import type { Plugin, Rolldown } from 'vite';

/**
 * The app's stylesheet goes into index.html as a `<style>` element instead of a `<link>`: on a
 * cold visit (a phone on slow 4G, Lighthouse on `/login`) that is one render-blocking request
 * less, and the entry script no longer waits for it before it may run. The policy already
 * allows inline styles (src/lib/security-headers.ts, `style-src`); scripts stay external. The
 * service worker precaches index.html, so a repeat visit reads it from the device as before.
 *
 * The file is deleted, so no chunk may name it any more: Vite lists a chunk's stylesheets in
 * the preload map of every dynamic import that reaches the chunk (a lazy part importing the
 * entry's shared code), and a preload of a missing file fails the import
 * (docs/architecture.md "The service worker"). Every page has the styles from index.html, so the
 * stylesheet is taken out of every chunk's list before Vite writes its preload maps.
 */
export function inlineStylesheet(): Plugin {
  return {
    name: 'pitchside:inline-stylesheet',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') return;
      let text = String(html.source);
      for (const [fileName, file] of Object.entries(bundle)) {
        if (file.type !== 'asset' || !fileName.endsWith('.css')) continue;
        const link = new RegExp(
          `<link rel="stylesheet"[^>]*href="/${fileName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`,
        );
        if (!link.test(text)) continue;
        const css = String(file.source);
        // no url() but data: (the page is not in assets/), and nothing that would end the element
        if (/url\(\s*(?!['"]?data:)/.test(css) || /<\/style/i.test(css)) {
          this.error(`${fileName} cannot be inlined: it holds a url() that is not data: or "</style"`);
        }
        text = text.replace(link, () => `<style>${css}</style>`);
        delete bundle[fileName];
        forgetStylesheet(bundle, fileName);
      }
      html.source = text;
    },
  };
}

/** Takes a deleted stylesheet out of the chunks' lists Vite's preload maps and manifest are made from. */
export function forgetStylesheet(bundle: Rolldown.OutputBundle, fileName: string): void {
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk') output.viteMetadata?.importedCss.delete(fileName);
  }
}
