// Prints the suite's wall time and test count at the end of every run, so a slower suite shows.
import type { FullResult, Reporter, Suite } from '@playwright/test/reporter';

export default class WallTimeReporter implements Reporter {
  private tests = 0;

  onBegin(_config: unknown, suite: Suite): void {
    this.tests = suite.allTests().length;
  }

  onEnd(result: FullResult): void {
    const seconds = (result.duration / 1000).toFixed(1);
    console.log(`\ne2e wall time: ${seconds} s for ${this.tests} tests (${result.status})`);
  }
}
