import { expect, type Page } from '@playwright/test';

/** docs/product.md "Narrow screens": the phone widths no page may scroll sideways at. */
const WIDTHS = [320, 390] as const;

/** What sticks out past the right edge: the innermost such elements, for the failure message. */
async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const sticksOut = (element: Element) => element.getBoundingClientRect().right > width + 0.5;
    // an element past the edge, or one whose own text runs past it (a word that did not wrap)
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const overflowingText = new Set<Element>();
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      if (range.getBoundingClientRect().right > width + 0.5 && node.parentElement) {
        overflowingText.add(node.parentElement);
      }
    }
    const elements = [...document.querySelectorAll('body *')].filter(
      (element) => sticksOut(element) && ![...element.children].some(sticksOut),
    );
    const culprits = [...new Set([...overflowingText, ...elements])].slice(0, 3).map((element) => {
      const classes = element.getAttribute('class');
      const label = (element as HTMLInputElement).labels?.[0]?.textContent;
      const text = (label ? `(field ${label})` : (element.textContent ?? '')).trim().slice(0, 30);
      return `<${element.tagName.toLowerCase()}${classes ? ` class="${classes}"` : ''}> ${text}`;
    });
    return { scrollWidth: document.documentElement.scrollWidth, width, culprits };
  });
}

/**
 * Measures the open page at 320 and 390 px wide, then gives it back its size: never wider than
 * the screen (soft: every page is reported, not just the first), naming what sticks out.
 */
export async function checkWidths(page: Page, route: string) {
  const size = page.viewportSize();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 720 });
    const measured = await sidewaysOverflow(page);
    expect
      .soft(
        measured.scrollWidth,
        `${route} at ${width} px scrolls sideways (${measured.scrollWidth} px wide): ${measured.culprits.join(' | ')}`,
      )
      .toBeLessThanOrEqual(measured.width);
  }
  if (size) await page.setViewportSize(size);
}
