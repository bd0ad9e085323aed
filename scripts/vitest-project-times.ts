import type { Reporter, TestModule } from 'vitest/node';

type Span = { files: number; first: number; last: number; fileSeconds: number };

/**
 * At the end of a run, each project's files: when its first file started and its last ended (seconds after
 * the run started) and the sum of its files' own durations. `npm test`'s unit phase runs the database tests
 * as its `db` project (vitest.config.ts, TEST_DB_PROJECT_URL); these lines keep their time visible, as the
 * line of their own phase did.
 */
export default class ProjectTimes implements Reporter {
  private started = performance.now();
  private readonly spans = new Map<string, Span>();

  onTestRunStart(): void {
    this.started = performance.now();
    this.spans.clear();
  }

  onTestModuleStart(module: TestModule): void {
    const at = (performance.now() - this.started) / 1000;
    const name = module.project.name || 'root';
    const span = this.spans.get(name) ?? { files: 0, first: at, last: at, fileSeconds: 0 };
    span.first = Math.min(span.first, at);
    this.spans.set(name, span);
  }

  onTestModuleEnd(module: TestModule): void {
    const span = this.spans.get(module.project.name || 'root');
    if (!span) return;
    span.files++;
    span.last = Math.max(span.last, (performance.now() - this.started) / 1000);
    span.fileSeconds += module.diagnostic().duration / 1000;
  }

  onTestRunEnd(): void {
    for (const [name, span] of [...this.spans].sort((a, b) => a[1].first - b[1].first)) {
      const seconds = (value: number) => `${Math.round(value)} s`;
      console.log(
        `project ${name}: ${span.files} file${span.files === 1 ? '' : 's'}, from ${seconds(span.first)} to ${seconds(span.last)} of the run, ` +
          `${seconds(span.fileSeconds)} of file time`,
      );
    }
  }
}
