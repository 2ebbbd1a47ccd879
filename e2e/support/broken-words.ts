/**
 * The words shown broken inside across two lines ("Setting" / "s"), up to `maxLength` characters
 * long: no label, tab or name that short needs breaking on a phone, so a break inside one is a
 * style that lets it (`overflow-wrap: anywhere` in a box too narrow). Long unbroken text (the
 * narrow-screen spec's seeded fields) is meant to break, so it is left out by its length.
 * Self-contained: runs in the page (Playwright's `evaluate`, the engines' `runPlain`).
 */
export function brokenWords(maxLength: number): string[] {
  const broken: string[] = [];
  const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = texts.nextNode(); node; node = texts.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('[aria-hidden=true], script, style') || parent.getClientRects().length === 0)
      continue;
    for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
      if (word[0].length < 2 || word[0].length > maxLength) continue;
      const range = document.createRange();
      range.setStart(node, word.index);
      range.setEnd(node, word.index + word[0].length);
      const lines = new Set(
        [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
      );
      if (lines.size > 1) broken.push(`"${word[0]}" in <${parent.tagName.toLowerCase()} class="${parent.className}">`);
    }
  }
  return broken;
}

/** The longest word a label or a name shown short may have; longer ones may break. */
export const SHORT_WORD = 20;
