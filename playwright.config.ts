import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

// E2E_PORT_OFFSET moves both servers, so that two checkouts can run their local specs at once
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const ports = { local: 4173 + offset, firebase: 4174 + offset } as const;

// scripts/e2e-online.mjs sets this inside the Firestore emulator's launcher: then only the
// `online` project runs (the others need Firestore unreachable on its port), one spec at a time,
// as each starts from an empty emulator
const online = process.env.PITCHSIDE_E2E_ONLINE === '1';

const offlineProjects = [
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
    // WebKit and Firefox through WebDriver (e2e/engines/support): no Chromium of Playwright's
    name: 'engines',
    testMatch: /engines\/.*\.spec\.ts/,
    use: { baseURL: `http://localhost:${ports.local}` },
  },
  {
    // a silent listener on the Firestore emulator's port: run after the others, alone
    name: 'poor-signal',
    testMatch: /poor-signal\/.*\.spec\.ts/,
    use: { baseURL: `http://localhost:${ports.firebase}` },
    dependencies: ['local', 'firebase'],
    // its specs take turns on the port, and time what the device shows: alone on the machine
    workers: 1,
  },
];

// the Firebase build against the Auth emulator and Google's Firestore emulator with the rules;
// each spec serves the build itself (e2e/online/support/online-test.ts)
const onlineProjects = [{ name: 'online', testMatch: /online\/.*\.spec\.ts/ }];

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: !online,
  workers: online ? 1 : 2,
  // its own folder: an offline run started meanwhile (another checkout's, or one's own) empties test-results/
  outputDir: online ? 'test-results-online' : 'test-results',
  retries: 0, // a flaky test is a bug to fix, not something a second try hides
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./e2e/engines/support/engines-reporter.ts']],
  // fails the run when a `vite preview` server below received a Content-Security-Policy violation report
  globalTeardown: './e2e/support/csp-teardown.ts',
  use: {
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // recording a trace (a DOM snapshot per action, a screencast) doubled every test's time on a
    // 2-core machine; PW_TRACE=retain-on-failure records them when a failure needs reading
    trace: (process.env.PW_TRACE as 'off' | 'on' | 'retain-on-failure' | undefined) ?? 'off',
    serviceWorkers: 'allow',
    // an action that cannot happen (a box that stays disabled, a button never shown) fails naming
    // its locator, instead of waiting out the whole test's time
    actionTimeout: 30_000,
  },
  projects: online ? onlineProjects : offlineProjects,
  webServer: online
    ? []
    : [
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
