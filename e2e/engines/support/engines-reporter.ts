import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * One line of figures for the WebKit and Firefox specs of a Playwright run (e2e/engines, and the
 * online specs named after an engine): how many passed, and the time they took, so a run of
 * `npm test` shows what the other engines add.
 */
export default class EnginesReporter implements Reporter {
  private readonly results: { engine: string; ms: number; passed: boolean }[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    const engine = /^(webkit|firefox)\b/i.exec(test.title)?.[1]?.toLowerCase();
    if (!engine && !test.location.file.includes('/e2e/engines/')) return;
    this.results.push({ engine: engine ?? 'webkit', ms: result.duration, passed: result.status === 'passed' });
  }

  onEnd(_result: FullResult): void {
    if (this.results.length === 0) return;
    const of = (engine: string) => {
      const mine = this.results.filter((each) => each.engine === engine);
      const seconds = mine.reduce((sum, each) => sum + each.ms, 0) / 1000;
      return `${engine} ${mine.filter((each) => each.passed).length} of ${mine.length} passed in ${seconds.toFixed(0)} s`;
    };
    console.log(`Other engines: ${of('webkit')}, ${of('firefox')} (test time, beside the Chromium specs).`);
  }
}
