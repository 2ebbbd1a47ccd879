import { describe, expect, it } from 'vitest';
import { inlineScriptsIn } from './inline-scripts';

describe('inlineScriptsIn', () => {
  it('passes scripts loaded from a file, and JSON data blocks', () => {
    const html =
      '<script type="module" crossorigin src="/assets/index.js"></script><script type="application/ld+json">{}</script>' +
      '<link rel="manifest" href="/manifest.webmanifest"><a href="/clubs">Clubs</a>';
    expect(inlineScriptsIn(html)).toEqual([]);
  });

  it('finds inline script elements, import maps, event handler attributes and javascript: URLs', () => {
    expect(inlineScriptsIn('<script>window.x = 1</script>')).toEqual(['<script>']);
    expect(inlineScriptsIn('<script type="module">import "/a.js"</script>')).toHaveLength(1);
    expect(inlineScriptsIn('<script type="importmap">{}</script>')).toHaveLength(1);
    expect(inlineScriptsIn('<img src="/a.png" onerror="alert(1)">')).toHaveLength(1);
    expect(inlineScriptsIn('<body onload=start()>')).toHaveLength(1);
    expect(inlineScriptsIn('<a href="javascript:alert(1)">x</a>')).toHaveLength(1);
  });
});
