import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { benchReport, type RunInfo, recordConsole, thisRun, writeBenchReport } from './report.ts';

const run: RunInfo = {
  command: 'npm run bench:api -- --cms http://127.0.0.1:1337',
  date: new Date('2026-11-26T05:07:42Z'),
  commit: 'abc1234',
  cores: 2,
  cpuModel: 'AMD EPYC 7B13',
  memoryGiB: 24,
  loadAverage: 3.14,
  node: 'v24.11.0',
};

describe('a bench’s report', () => {
  it('says when, on which commit and machine, with which command, how the run ended, then the bench’s lines without blank ends', () => {
    const report = benchReport('API under load', run, ['', 'endpoint   req/s', 'POST /api/cart/quote   5120 ✓', ''], 0);
    expect(report.split('\n')).toEqual([
      '# API under load',
      '',
      'Written by the benchmark at the end of its run (the command below): measured numbers, not edited',
      'by hand. Run it again to refresh them; absolute figures depend on the machine and on what else it',
      'was doing.',
      '',
      '- Date: 2026-11-26 05:07 UTC',
      '- Commit: abc1234',
      '- Machine: 2 cores (AMD EPYC 7B13), 24 GiB, load average 3.1 at the start',
      '- Node.js: v24.11.0',
      '- Command: `npm run bench:api -- --cms http://127.0.0.1:1337`',
      '- Outcome: every budget met (exit code 0)',
      '',
      '```text',
      'endpoint   req/s',
      'POST /api/cart/quote   5120 ✓',
      '```',
      '',
    ]);
  });

  it('a failed run says so, and terminal colours and trailing spaces do not reach the file', () => {
    const report = benchReport('Site budgets', run, ['\u001b[31m✗ Site budgets broken:\u001b[39m   '], 1);
    expect(report).toContain('- Outcome: exit code 1: see the lines marked ✗ below');
    expect(report).toContain('\n✗ Site budgets broken:\n```');
  });
});

describe('recording what a bench prints', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps each printed line, formatted as the console prints it, and still prints it; stop ends the recording', () => {
    const printed = vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const recording = recordConsole();
    console.log('%s req/s', 5120);
    console.error('✗ broken:\n  - /cart');
    recording.stop();
    console.log('after the run');
    expect(recording.lines).toEqual(['5120 req/s', '✗ broken:', '  - /cart']);
    expect(printed).toHaveBeenCalledWith('%s req/s', 5120);
    expect(printed).toHaveBeenCalledWith('after the run');
  });

  it('writes the report into its file, making the folder', () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const dir = mkdtempSync(join(tmpdir(), 'bench-report-'));
    try {
      const file = join(dir, 'docs/bench/api.md');
      writeBenchReport(file, 'API under load', run, ['a line'], 0);
      expect(readFileSync(file, 'utf8')).toBe(benchReport('API under load', run, ['a line'], 0));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('describes this machine and checkout', () => {
    const info = thisRun('bench:api');
    expect(info.command).toMatch(/^npm run bench:api/);
    expect(info.cores).toBeGreaterThan(0);
    expect(info.commit).toMatch(/^[0-9a-f]{7,}( with uncommitted changes)?$/);
  });
});
