import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints one line of figures for the functions' handler tests in `npm run test:rules`
 * (vitest.rules.config.ts): how many passed, in how many files, and the time spent in them, so a
 * run shows what the server part adds (docs/notifications.md "Tests").
 */
export class FunctionsFiguresReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const ours = testModules.filter((module) => module.moduleId.includes('/functions/src/'));
    if (ours.length === 0) return;
    const counts = { passed: 0, failed: 0, skipped: 0 };
    let total = 0;
    for (const module of ours)
      for (const test of module.children.allTests()) {
        total++;
        const state = test.result().state;
        if (state === 'passed' || state === 'failed') counts[state]++;
        else counts.skipped++;
      }
    const seconds = ours.map((module) => module.diagnostic().duration / 1000);
    const sum = seconds.reduce((a, b) => a + b, 0);
    const slowest = Math.max(...seconds);
    console.log(
      `functions on the Firestore emulator: ${counts.passed} of ${total} tests passed` +
        `${counts.failed ? `, ${counts.failed} failed` : ''}${counts.skipped ? `, ${counts.skipped} skipped` : ''}` +
        ` in ${ours.length} files; ${sum.toFixed(1)} s in them, the slowest ${slowest.toFixed(1)} s`,
    );
  }
}
