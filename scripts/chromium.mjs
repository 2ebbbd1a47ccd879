// Debian's Chromium and the flags every run of it here needs (docs/toolchain.md): as root it has no
// sandbox, and it must not send background traffic into the closed network. One list for the
// e2e tests (playwright.config.ts), the size budgets and the benchmark.
export const chromiumPath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // no omnibox popup: headless Chromium 156 keeps its two WebUI pages in a renderer of their
  // own, which took 6% of the CPU of an e2e run and showed nothing (added to Playwright's list)
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];
