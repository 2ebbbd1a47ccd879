import puppeteer, { type ElementHandle } from 'puppeteer-core';
import { type EngineDriver, EnginePage } from './engine-page';

/** What puppeteer's BiDi frame has beyond its public type: its browsing context. */
interface BidiMainFrame {
  browsingContext: { setViewport(options: { viewport: { width: number; height: number } }): Promise<void> };
}

/** Debian's Firefox ESR (package firefox-esr). */
export const FIREFOX = '/usr/lib/firefox-esr/firefox-esr';

/**
 * Headless Firefox ESR driven by puppeteer-core over WebDriver BiDi. It reports the page's
 * console errors and uncaught errors itself, from the first script on.
 */
export async function openFirefox(baseUrl: string): Promise<EnginePage<ElementHandle>> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    defaultViewport: { width: 1280, height: 900 },
    extraPrefsFirefox: { 'intl.accept_languages': 'en-US', 'intl.locale.requested': 'en-US' },
  });
  const page = await browser.newPage();
  const reported: string[] = [];
  page.on('pageerror', (error) => reported.push(`uncaught: ${error instanceof Error ? error.message : String(error)}`));
  page.on('console', (message) => {
    if (message.type() === 'error') reported.push(`console.error: ${message.text()}`);
  });

  const firefox: EngineDriver<ElementHandle> = {
    engine: 'firefox',
    navigate: async (to) => {
      await page.goto(to, { waitUntil: 'load' });
    },
    reload: async () => {
      await page.reload({ waitUntil: 'load' });
    },
    evaluate: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    elementOf: async (expression) => {
      const handle = await page.evaluateHandle(expression);
      const element = handle.asElement();
      if (!element) await handle.dispose();
      return (element as ElementHandle | null) ?? null;
    },
    click: (element) => element.click(),
    type: async (element, text) => {
      for (const part of text.split(/(\t)/)) {
        if (part === '\t') await page.keyboard.press('Tab');
        else if (part) await element.type(part);
      }
    },
    clear: async (element) => {
      if (await element.evaluate((field) => (field as HTMLInputElement).value !== '')) {
        await element.evaluate((field) => (field as HTMLInputElement).select());
        await page.keyboard.press('Backspace');
      }
    },
    // `page.setViewport` also sends a screen orientation override, which Firefox ESR 140 does not
    // know ("unknown command"): only the BiDi viewport command, through the main frame's context
    resize: (width, height) =>
      (page.mainFrame() as unknown as BidiMainFrame).browsingContext.setViewport({ viewport: { width, height } }),
    takeReportedErrors: () => reported.splice(0),
    close: () => browser.close(),
  };
  return new EnginePage(firefox, baseUrl);
}
