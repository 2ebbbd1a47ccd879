import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import type { Reporter, TestModule } from 'vitest/node';

/** Leaves the run's counts beside the test's figures for scripts/test-functions-wiring.mjs's line. */
class WiringCountsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const dir = process.env.WIRING_FIGURES_DIR;
    if (!dir) return;
    const tests = testModules.flatMap((module) => [...module.children.allTests()]);
    const passed = tests.filter((test) => test.result().state === 'passed').length;
    writeFileSync(join(dir, 'counts.json'), JSON.stringify({ passed, total: tests.length }));
  }
}

/**
 * `npm run test:functions` (scripts/test-functions-wiring.mjs): the functions' wiring test, in
 * Node, inside the Auth, Functions and Hosting emulators with Google's Firestore emulator
 * (docs/notifications.md "Tests").
 */
export default defineConfig({
  define: { __BACKEND__: JSON.stringify('firebase') },
  test: {
    include: ['functions/wiring.emulator.test.ts'],
    environment: 'node',
    reporters: ['default', new WiringCountsReporter()],
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
