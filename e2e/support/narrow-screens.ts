import { expect, type Page } from '@playwright/test';
import { brokenWords, SHORT_WORD } from './broken-words';

/**
 * docs/product.md "Narrow screens": the phone widths no page may scroll sideways at, nor break a
 * short word inside (360 and 375 px are where `Settings` broke in the team page's section links).
 */
const WIDTHS = [320, 360, 375, 390] as const;

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
 * Measures the open page at each width, then gives it back its size: never wider than the screen,
 * no short word broken inside (soft: every page is reported, not just the first), naming what
 * sticks out or breaks.
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
    expect
      .soft(await page.evaluate(brokenWords, SHORT_WORD), `${route} at ${width} px breaks words inside`)
      .toEqual([]);
  }
  if (size) await page.setViewportSize(size);
}
