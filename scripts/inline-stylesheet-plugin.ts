import type { Plugin } from 'vite';

/**
 * The app's stylesheet goes into index.html as a `<style>` element instead of a `<link>`: on a
 * cold visit (a phone on slow 4G, Lighthouse on `/login`) that is one render-blocking request
 * less, and the entry script no longer waits for it before it may run. The policy already
 * allows inline styles (src/lib/security-headers.ts, `style-src`); scripts stay external. The
 * service worker precaches index.html, so a repeat visit reads it from the device as before.
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
      }
      html.source = text;
    },
  };
}
