/**
 * A benchmark's numbers, written into a generated markdown file (docs/bench/*.md) by the run that
 * measured them, with when, where and how: the READMEs link there instead of copying figures that
 * go stale.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname } from 'node:path';
import { format, stripVTControlCharacters } from 'node:util';

export interface RunInfo {
  /** The command as typed, `npm run bench:api -- --cms …`. */
  command: string;
  date: Date;
  /** The measured commit, `abc1234` or `abc1234 with uncommitted changes`. */
  commit: string;
  cores: number;
  cpuModel: string;
  memoryGiB: number;
  loadAverage: number;
  node: string;
}

/** The markdown file of one run: what ran where, then the bench's own lines as it printed them. */
export function benchReport(title: string, run: RunInfo, lines: readonly string[], exitCode: number): string {
  const when = `${run.date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const printed = lines.map((line) => stripVTControlCharacters(line).trimEnd());
  while (printed[0] === '') printed.shift();
  while (printed.at(-1) === '') printed.pop();
  return [
    `# ${title}`,
    '',
    'Written by the benchmark at the end of its run (the command below): measured numbers, not edited',
    'by hand. Run it again to refresh them; absolute figures depend on the machine and on what else it',
    'was doing.',
    '',
    `- Date: ${when}`,
    `- Commit: ${run.commit}`,
    `- Machine: ${run.cores} cores (${run.cpuModel}), ${run.memoryGiB} GiB, load average ${run.loadAverage.toFixed(1)} at the start`,
    `- Node.js: ${run.node}`,
    `- Command: \`${run.command}\``,
    `- Outcome: ${exitCode === 0 ? 'every budget met (exit code 0)' : `exit code ${exitCode}: see the lines marked ✗ below`}`,
    '',
    '```text',
    ...printed,
    '```',
    '',
  ].join('\n');
}

/** What this process and machine are, taken when a bench starts. */
export function thisRun(script: string): RunInfo {
  const args = process.argv.slice(2);
  const git = (...command: string[]) => execFileSync('git', command, { encoding: 'utf8' }).trim();
  let commit = 'not a git checkout';
  try {
    commit = `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--untracked-files=no') ? ' with uncommitted changes' : ''}`;
  } catch {}
  return {
    command: `npm run ${script}${args.length ? ` -- ${args.join(' ')}` : ''}`,
    date: new Date(),
    commit,
    cores: cpus().length,
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    loadAverage: loadavg()[0] ?? 0,
    node: process.version,
  };
}

/**
 * Keeps every line the bench prints with console.log, console.warn or console.error from now on,
 * still printing it: the services' own output, written by their processes, is not kept.
 */
export function recordConsole(): { lines: string[]; stop(): void } {
  const lines: string[] = [];
  const originals = { log: console.log, warn: console.warn, error: console.error };
  for (const name of ['log', 'warn', 'error'] as const) {
    console[name] = (...values: unknown[]) => {
      lines.push(...format(...values).split('\n'));
      originals[name](...values);
    };
  }
  return { lines, stop: () => Object.assign(console, originals) };
}

/** Writes the report of a run to `file` (made with its folder if new) and says where. */
export function writeBenchReport(file: string, title: string, run: RunInfo, lines: readonly string[], exitCode: number): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, benchReport(title, run, lines, exitCode));
  console.log(`\nThe numbers are in ${file}`);
}
