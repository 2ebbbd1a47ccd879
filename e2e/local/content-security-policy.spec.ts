import { type Page, test as previewTest } from '@playwright/test';
import { CSP_REPORT_PATH, CSP_REPORTS_PATH, type CspViolation } from '../../scripts/csp-reports.ts';
import { headerSettingsOfBuild } from '../../scripts/security-headers-plugin.ts';
import { securityHeaders } from '../../src/lib/security-headers.ts';
import { expect, projectBuild, serveBuild, test } from '../support/app-server';

/** Deliberate violations, each taken back by the test that made it, so the run itself stays green. */

async function openLanding(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Manage your team like a pro' })).toBeVisible();
}

function runInlineScript(page: Page) {
  return page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineScriptRan = true';
    document.head.append(script);
    return (window as Window & { inlineScriptRan?: boolean }).inlineScriptRan === true;
  });
}

previewTest("vite preview sends the build's security headers with a report-uri", async ({ request }, testInfo) => {
  const response = await request.get('/clubs');
  const settings = headerSettingsOfBuild(projectBuild(testInfo));
  expect(settings).toBeDefined();
  if (!settings) return;
  const expected = Object.fromEntries(
    Object.entries(securityHeaders(settings, CSP_REPORT_PATH)).map(([name, value]) => [name.toLowerCase(), value]),
  );
  expect(response.headers()).toMatchObject(expected);
});

previewTest(
  'a violation on a page vite preview serves reaches it, with directive, blocked URI and page',
  async ({ page, request }) => {
    const marker = `csp-proof-${Date.now()}-${Math.random().toString(36).slice(2)}.invalid`;
    await openLanding(page, '/');
    await page.evaluate((host) => {
      const image = document.createElement('img');
      image.src = `https://${host}/pixel.png`;
      document.body.append(image);
    }, marker);
    // taking the report back is what keeps e2e/support/csp-teardown.ts from failing the run over it
    let taken: CspViolation[] = [];
    await expect
      .poll(async () => {
        const response = await request.get(`${CSP_REPORTS_PATH}?blocked=${marker}`);
        taken = [...taken, ...((await response.json()) as CspViolation[])];
        return taken.length;
      })
      .toBe(1);
    expect(taken[0]).toMatchObject({ directive: 'img-src', blocked: `https://${marker}/pixel.png` });
    expect(taken[0]?.page).toMatch(/^http:\/\/localhost:\d+\/$/);
  },
);

test('an inline script is blocked on the test server, and the report names it', async ({ app, page }) => {
  await openLanding(page, '/');
  expect(await runInlineScript(page)).toBe(false);
  await expect
    .poll(() => app.takeCspViolations('inline'))
    .toEqual([expect.objectContaining({ directive: 'script-src-elem', blocked: 'inline', page: `${app.url}/` })]);
});

test('a violation nobody takes fails the test: closing its server rejects, naming it', async ({ page }, testInfo) => {
  const app = await serveBuild(projectBuild(testInfo));
  try {
    await openLanding(page, `${app.url}/`);
    await runInlineScript(page);
    await expect.poll(() => app.cspViolations.length).toBe(1);
  } finally {
    await expect(app.close()).rejects.toThrow(
      /Content-Security-Policy violations.*\nscript-src-elem blocked inline on http:\/\/127\.0\.0\.1:\d+\//,
    );
  }
});
