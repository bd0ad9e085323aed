import { describe, expect, it, vi } from 'vitest';
import type { TestModule } from 'vitest/node';
import ProjectTimes from './vitest-project-times';

const moduleOf = (project: string, seconds: number) =>
  ({ project: { name: project }, diagnostic: () => ({ duration: seconds * 1000 }) }) as unknown as TestModule;

describe('the project times printed at the end of a unit run', () => {
  it('give each project its file count, its span in the run and its file time, the first started first', () => {
    const clock = vi.spyOn(performance, 'now');
    const lines: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    try {
      const reporter = new ProjectTimes();
      clock.mockReturnValue(0);
      reporter.onTestRunStart();
      const [first, second, unit] = [moduleOf('db', 30), moduleOf('db', 50), moduleOf('server', 9)];
      clock.mockReturnValue(2_000);
      reporter.onTestModuleStart(first);
      reporter.onTestModuleStart(unit);
      clock.mockReturnValue(40_000);
      reporter.onTestModuleEnd(first);
      reporter.onTestModuleStart(second);
      clock.mockReturnValue(95_000);
      reporter.onTestModuleEnd(second);
      reporter.onTestModuleEnd(unit);
      reporter.onTestRunEnd();
    } finally {
      clock.mockRestore();
      log.mockRestore();
    }
    expect(lines).toEqual([
      'project db: 2 files, from 2 s to 95 s of the run, 80 s of file time',
      'project server: 1 file, from 2 s to 95 s of the run, 9 s of file time',
    ]);
  });
});
