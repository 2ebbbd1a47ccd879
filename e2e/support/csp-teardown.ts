import type { FullConfig } from '@playwright/test';
import { CSP_REPORTS_PATH, type CspViolation, describeViolation } from '../../scripts/csp-reports.ts';

/** Reports the browser is still sending when the last test ends get this long to arrive. */
const LATE_REPORT_MS = 500;

/**
 * Global teardown: fails the run when a `vite preview` server the tests used received a
 * Content-Security-Policy violation report (scripts/security-headers-plugin.ts collects them),
 * naming the directive, the blocked URI and the page. Tests on their own server
 * (e2e/support/app-server.ts) fail one by one instead.
 */
export default async function cspTeardown(config: FullConfig): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, LATE_REPORT_MS));
  const servers = new Set(config.projects.map((project) => project.use.baseURL).filter((url) => url !== undefined));
  const found: CspViolation[] = [];
  for (const server of servers) found.push(...(await reportsOf(server)));
  if (found.length > 0) {
    throw new Error(
      `Content-Security-Policy violations during the e2e run:\n${found.map(describeViolation).join('\n')}`,
    );
  }
}

async function reportsOf(server: string): Promise<CspViolation[]> {
  try {
    const response = await fetch(new URL(CSP_REPORTS_PATH, server));
    return response.ok ? ((await response.json()) as CspViolation[]) : [];
  } catch {
    return []; // not started in this run: no page was served by it
  }
}
