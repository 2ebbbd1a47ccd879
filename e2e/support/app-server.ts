import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { test as base, type TestInfo } from '@playwright/test';
import {
  CSP_REPORT_PATH,
  type CspViolation,
  createCspReportLog,
  describeViolation,
} from '../../scripts/csp-reports.ts';
import { headerSettingsOfBuild } from '../../scripts/security-headers-plugin.ts';
import { securityHeaders } from '../../src/lib/security-headers.ts';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
};

/**
 * A production build served the way `vite preview` serves it (files, and index.html for any
 * other path), on a port of its own, by a server the test controls. `goOffline()` is real:
 * every request that still reaches the server, the service worker's own included, is cut
 * off at the socket and recorded in `reachedWhileOffline`. It sends the build's security
 * headers, as `vite preview` does, and keeps the CSP violations the browser reports.
 */
export interface AppServer {
  url: string;
  dir: string;
  reachedWhileOffline: string[];
  /** Every path served, in order (the service worker's precache requests included). */
  served: string[];
  goOffline(): void;
  goOnline(): void;
  /** The CSP violations reported and not yet taken. */
  cspViolations: readonly CspViolation[];
  /** Removes and returns the CSP violations reported so far (those whose blocked URI contains `blocked`). */
  takeCspViolations(blocked?: string): CspViolation[];
  /** Stops the server; rejects, naming them, when CSP violations were reported and not taken. */
  close(): Promise<void>;
}

export async function serveBuild(dir: string): Promise<AppServer> {
  let offline = false;
  const reachedWhileOffline: string[] = [];
  const served: string[] = [];
  const settings = headerSettingsOfBuild(dir);
  if (!settings)
    throw new Error(`${dir} has no security header settings: build it again (scripts/security-headers-plugin.ts)`);
  const headers = securityHeaders(settings, CSP_REPORT_PATH);
  const cspReports = createCspReportLog();
  const server = createServer((request, response) => {
    // the test's own channel: reports arrive even while the app is cut off
    if (cspReports.handle(request, response)) return;
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://app').pathname);
    if (offline) {
      reachedWhileOffline.push(path);
      request.socket.destroy();
      return;
    }
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    const asked = normalize(join(dir, path));
    const file =
      asked.startsWith(dir) && existsSync(asked) && statSync(asked).isFile()
        ? asked
        : extname(path) === ''
          ? join(dir, 'index.html')
          : null;
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    served.push(path);
    response.writeHead(200, {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    });
    response.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    dir,
    reachedWhileOffline,
    served,
    goOffline: () => {
      offline = true;
      server.closeAllConnections();
    },
    goOnline: () => {
      offline = false;
    },
    cspViolations: cspReports.violations,
    takeCspViolations: cspReports.take,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
      // any violation a test did not take on purpose fails it
      const violations = cspReports.take();
      if (violations.length > 0) {
        throw new Error(
          `Content-Security-Policy violations on ${dir}:\n${violations.map(describeViolation).join('\n')}`,
        );
      }
    },
  };
}

/** The build a project runs on: dist/ (local backend) or dist-firebase/. */
export function projectBuild(testInfo: TestInfo): string {
  return join(process.cwd(), testInfo.project.name === 'local' ? 'dist' : 'dist-firebase');
}

/** A copy of a build in a temporary folder, which a test may change (a new version of the app). */
export function copyOfBuild(dir: string): string {
  const copy = mkdtempSync(join(tmpdir(), 'pitchside-build-'));
  cpSync(dir, copy, { recursive: true });
  return copy;
}

/** A fresh local-backend build with other build settings (e.g. `VITE_CHUNK_TIMEOUT_MS`), in a temporary folder. */
export function buildWith(env: Record<string, string>): string {
  const out = mkdtempSync(join(tmpdir(), 'pitchside-build-'));
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'error'], {
    env: { ...process.env, VITE_BACKEND: 'local', ...env, PITCHSIDE_OUT_DIR: out },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`the build failed:\n${result.stdout}\n${result.stderr}`);
  return out;
}

export function removeBuild(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/**
 * Tests on a server of their own (see {@link AppServer}), serving the project's build; the
 * page's relative URLs go there.
 */
export const test = base.extend<{ app: AppServer }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  app: async ({}, use, testInfo) => {
    const app = await serveBuild(projectBuild(testInfo));
    await use(app);
    await app.close();
  },
  baseURL: async ({ app }, use) => {
    await use(app.url);
  },
});

export { expect } from '@playwright/test';
