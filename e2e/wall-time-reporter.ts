// Prints the suite's wall time and test count at the end of every run, so a slower suite shows,
// and one table of the quality gates (the gates-*.spec.ts files): tests, outcomes and time each.
import path from 'node:path';
import type { FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';

interface GateRow {
  tests: number;
  passed: number;
  failed: number;
  skipped: number;
  ms: number;
}

export default class WallTimeReporter implements Reporter {
  private tests = 0;
  private gates = new Map<string, GateRow>();

  onBegin(_config: unknown, suite: Suite): void {
    this.tests = suite.allTests().length;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = path.basename(test.location.file);
    const gate = /^gates-(.+)\.spec\.ts$/.exec(file)?.[1];
    if (!gate) return;
    const row = this.gates.get(gate) ?? { tests: 0, passed: 0, failed: 0, skipped: 0, ms: 0 };
    row.ms += result.duration;
    // A retry reports the same test again: count each test once, by its last outcome.
    if (result.retry === 0) row.tests += 1;
    const outcome = test.outcome();
    if (result.retry === test.retries || outcome !== 'unexpected') {
      if (outcome === 'skipped') row.skipped += 1;
      else if (outcome === 'unexpected') row.failed += 1;
      else row.passed += 1;
    }
    this.gates.set(gate, row);
  }

  onEnd(result: FullResult): void {
    if (this.gates.size > 0) {
      console.log('\nquality gates');
      console.log('gate        tests  passed  failed  skipped  test time');
      for (const [gate, row] of [...this.gates].sort()) {
        console.log(
          `${gate.padEnd(10)} ${String(row.tests).padStart(6)} ${String(row.passed).padStart(7)} ` +
            `${String(row.failed).padStart(7)} ${String(row.skipped).padStart(8)} ` +
            `${(row.ms / 1000).toFixed(1).padStart(9)} s`,
        );
      }
    }
    const seconds = (result.duration / 1000).toFixed(1);
    console.log(`\ne2e wall time: ${seconds} s for ${this.tests} tests (${result.status})`);
  }
}
