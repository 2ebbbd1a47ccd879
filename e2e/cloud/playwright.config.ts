import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { cloudOrigin, cloudTest } from './cloud-test-settings';

// `npm run test:cloud`: `npm run start:cloud` as a club runs it, bound to loopback, and two
// devices on its page (e2e/cloud/start-cloud.spec.ts). A run of its own: it builds, and starts
// emulators on ports of its own.
export default defineConfig({
  testDir: '.',
  testMatch: /start-cloud\.spec\.ts/,
  outputDir: join(cloudTest.dir, 'results'),
  workers: 1,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  webServer: {
    command: 'node scripts/start-cloud.mjs',
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    url: cloudOrigin,
    // the readiness probe only: the spec's browser trusts the certificate's authority instead
    ignoreHTTPSErrors: true,
    // the build and the Auth emulator's start: about 30 s on a quiet 2-core machine, minutes under load
    timeout: 300_000,
    reuseExistingServer: false,
    // start:cloud stops the emulators it started on SIGTERM
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'pipe',
    env: {
      HOST: cloudTest.host,
      PORT: String(cloudTest.port),
      CLOUD_AUTH_PORT: String(cloudTest.authPort),
      CLOUD_FIRESTORE_PORT: String(cloudTest.firestorePort),
      CLOUD_DEV_DIR: cloudTest.dir,
      // always an emulator of its own, never one a shell names
      FIRESTORE_EMULATOR_HOST: '',
    },
  },
});
