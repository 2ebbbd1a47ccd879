import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

// E2E_PORT_OFFSET moves both servers, so that two checkouts can run their local specs at once
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const ports = { local: 4173 + offset, firebase: 4174 + offset } as const;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0, // a flaky test is a bug to fix, not something a second try hides
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // fails the run when a `vite preview` server below received a Content-Security-Policy violation report
  globalTeardown: './e2e/support/csp-teardown.ts',
  use: {
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
    serviceWorkers: 'allow',
  },
  projects: [
    {
      name: 'local',
      testMatch: /local\/.*\.spec\.ts/,
      use: { baseURL: `http://localhost:${ports.local}` },
    },
    {
      name: 'firebase',
      testMatch: /firebase\/.*\.spec\.ts/,
      use: { baseURL: `http://localhost:${ports.firebase}` },
    },
    {
      // a silent listener on the Firestore emulator's port: run after the others, alone
      name: 'poor-signal',
      testMatch: /poor-signal\/.*\.spec\.ts/,
      use: { baseURL: `http://localhost:${ports.firebase}` },
      dependencies: ['local', 'firebase'],
    },
  ],
  webServer: [
    {
      command: `npx vite preview --outDir dist --port ${ports.local} --strictPort`,
      url: `http://localhost:${ports.local}`,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `npx vite preview --outDir dist-firebase --port ${ports.firebase} --strictPort`,
      url: `http://localhost:${ports.firebase}`,
      reuseExistingServer: !process.env.CI,
    },
  ],
});
