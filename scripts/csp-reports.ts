import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Content-Security-Policy violation reports, collected by the servers the e2e tests use
 * (`vite preview` through scripts/security-headers-plugin.ts, and e2e/support/app-server.ts),
 * so a violation in any test fails the run instead of only reaching the browser console.
 */

/** Where the browser POSTs reports (`report-uri`); outside Firebase's reserved `/__/`. */
export const CSP_REPORT_PATH = '/__csp-report';
/** GET: the reports so far, removed as they are read; `?blocked=x` only those whose blocked URI contains x. */
export const CSP_REPORTS_PATH = '/__csp-reports';

export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  source: string;
}

export function describeViolation(violation: CspViolation): string {
  const where = violation.source ? ` (from ${violation.source})` : '';
  return `${violation.directive} blocked ${violation.blocked || '(unknown)'} on ${violation.page}${where}`;
}

/** The violations in a `report-uri` body: `{"csp-report": {...}}`, or a list of Reporting API reports. */
export function violationsIn(body: string): CspViolation[] {
  const parsed: unknown = JSON.parse(body);
  const reports = Array.isArray(parsed)
    ? parsed.map((entry) => entry?.body)
    : [(parsed as Record<string, unknown>)['csp-report']];
  return reports
    .filter((report): report is Record<string, unknown> => typeof report === 'object' && report !== null)
    .map(violationFrom);
}

function violationFrom(report: Record<string, unknown>): CspViolation {
  const text = (...keys: string[]) =>
    String(keys.map((key) => report[key]).find((value) => value !== undefined && value !== '') ?? '');
  const file = text('source-file', 'sourceFile');
  const line = text('line-number', 'lineNumber');
  return {
    page: text('document-uri', 'documentURL'),
    directive: text('effective-directive', 'effectiveDirective', 'violated-directive'),
    blocked: text('blocked-uri', 'blockedURL'),
    source: file && line ? `${file}:${line}` : file,
  };
}

/** The reports one server received, and its two endpoints. */
export function createCspReportLog() {
  const violations: CspViolation[] = [];
  /** Removes and returns the violations whose blocked URI contains `blocked` (all when omitted). */
  const take = (blocked?: string): CspViolation[] => {
    const taken = violations.filter((violation) => blocked === undefined || violation.blocked.includes(blocked));
    for (const violation of taken) violations.splice(violations.indexOf(violation), 1);
    return taken;
  };
  /** Answers the report endpoints; false for any other request. */
  const handle = (request: IncomingMessage, response: ServerResponse): boolean => {
    const url = new URL(request.url ?? '/', 'http://server');
    if (url.pathname === CSP_REPORT_PATH && request.method === 'POST') {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        try {
          const received = violationsIn(Buffer.concat(chunks).toString('utf8'));
          violations.push(...received);
          for (const violation of received) console.error(`CSP violation: ${describeViolation(violation)}`);
        } catch (error) {
          console.error('Unreadable CSP report', error);
        }
        response.writeHead(204).end();
      });
      return true;
    }
    if (url.pathname === CSP_REPORTS_PATH && request.method === 'GET') {
      const taken = take(url.searchParams.get('blocked') ?? undefined);
      response
        .writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
        .end(JSON.stringify(taken));
      return true;
    }
    return false;
  };
  return { violations, take, handle };
}

export type CspReportLog = ReturnType<typeof createCspReportLog>;
