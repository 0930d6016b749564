/**
 * The container engine the stack runs on: Docker with `docker compose` when its daemon answers,
 * otherwise podman with podman-compose. Both label containers with the compose project and service,
 * which is how the stack's commands find them.
 */
import { type SpawnSyncOptions, spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../lib/shop.ts';

export const PROJECT = process.env.STACK_PROJECT ?? 'koolers-stack';
export const deployDir = join(repoRoot, 'deploy');
export const COMPOSE_FILE = join(deployDir, 'compose.yml');
export const OFFLINE_FILE = join(deployDir, 'compose.offline.yml');

/** Where the stack's commands keep the output of builds and compose (not committed). */
export function logFile(name: string): string {
  const dir = join(deployDir, 'logs');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return join(dir, `${name}.log`);
}

export type Engine = { name: 'docker' | 'podman'; cli: string; compose: string[] };
export type Container = { name: string; service: string; state: string; number: number };

const works = (command: string, args: string[]) => spawnSync(command, args, { stdio: 'ignore', timeout: 20_000 }).status === 0;

export function detectEngine(): Engine {
  if (process.env.STACK_ENGINE !== 'podman' && works('docker', ['info']) && works('docker', ['compose', 'version'])) {
    return { name: 'docker', cli: 'docker', compose: ['docker', 'compose'] };
  }
  if (works('podman', ['--version']) && works('podman-compose', ['version']))
    return { name: 'podman', cli: 'podman', compose: ['podman-compose'] };
  throw new Error(
    'No container engine: install Docker with its compose plugin, or podman with podman-compose (docs/production.md › Engines).',
  );
}

/** `compose -p <project> -f … <args>`, with podman building images in the format that keeps HEALTHCHECK. */
export function composeCommand(
  engine: Engine,
  files: string[],
  args: string[],
): { command: string; args: string[]; env: NodeJS.ProcessEnv } {
  const [command, ...prefix] = engine.compose;
  return {
    command: command as string,
    args: [...prefix, '-p', PROJECT, ...files.flatMap((file) => ['-f', file]), ...args],
    env: { ...process.env, BUILDAH_FORMAT: 'docker', DOCKER_BUILDKIT: '1' },
  };
}

/**
 * Runs compose; rejects when it fails, with the last lines it wrote. Its output goes to `log` (a file
 * under deploy/logs), never to the terminal: podman-compose prints the merged configuration, secrets
 * included, whenever it is given more than one file.
 */
export function compose(engine: Engine, files: string[], args: string[], options: { log: string }): Promise<void> {
  const { command, args: all, env } = composeCommand(engine, files, args);
  const out = openSync(options.log, 'a', 0o600);
  return new Promise((resolve, reject) => {
    const child = spawn(command, all, { cwd: deployDir, env, stdio: ['ignore', out, out] });
    child.on('error', reject);
    child.on('exit', (code) => {
      closeSync(out);
      if (code === 0) return resolve();
      const tail = readFileSync(options.log, 'utf8')
        .split('\n')
        .filter((line) => line.trim() && !/systemd connection|failed to connect to syslog/.test(line))
        .slice(-15)
        .map((line) => `    ${line}`)
        .join('\n');
      reject(new Error(`${command} ${args.join(' ')} failed (exit ${code}); the end of ${options.log}:\n${tail}`));
    });
  });
}

/** The engine's own command line, synchronously; its output returned. */
export function run(engine: Engine, args: string[], options: SpawnSyncOptions = {}): { status: number; stdout: string; stderr: string } {
  const result = spawnSync(engine.cli, args, { encoding: 'utf8', maxBuffer: 1024 * 1024 * 1024, ...options });
  return { status: result.status ?? 1, stdout: String(result.stdout ?? ''), stderr: String(result.stderr ?? '') };
}

/** The engine's command line without blocking the event loop (the drills keep their clients busy meanwhile). */
export function runAsync(engine: Engine, args: string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(engine.cli, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('close', (code) => resolve({ status: code ?? 1, stdout, stderr }));
  });
}

/** The project's containers, running or not. */
export function containers(engine: Engine, service?: string): Container[] {
  const filters = [
    '--filter',
    `label=com.docker.compose.project=${PROJECT}`,
    ...(service ? ['--filter', `label=com.docker.compose.service=${service}`] : []),
  ];
  const { stdout } = run(engine, ['ps', '-a', ...filters, '--format', 'json']);
  const text = stdout.trim();
  if (!text) return [];
  // podman prints one JSON array; docker prints one JSON object a line, its labels as "k=v,k=v".
  const rows = (text.startsWith('[') ? JSON.parse(text) : text.split('\n').map((line) => JSON.parse(line))) as Record<string, unknown>[];
  return rows
    .map((row) => {
      const labels =
        typeof row.Labels === 'string'
          ? Object.fromEntries(row.Labels.split(',').map((pair) => pair.split('=', 2) as [string, string]))
          : ((row.Labels ?? {}) as Record<string, string>);
      const names = row.Names;
      return {
        name: String(Array.isArray(names) ? names[0] : names),
        service: labels['com.docker.compose.service'] ?? '',
        state: String(row.State ?? '').toLowerCase(),
        number: Number(labels['com.docker.compose.container-number'] ?? 1),
      };
    })
    .sort((a, b) => a.service.localeCompare(b.service) || a.number - b.number);
}

/** The running container of `service` (its first replica unless `number` says which). */
export function containerOf(engine: Engine, service: string, number = 1): string {
  const found = containers(engine, service).find((container) => container.number === number);
  if (!found) throw new Error(`the stack has no ${service} container #${number}: is it up (npm run stack:up)?`);
  return found.name;
}

/** Runs the container's health check now (podman runs none by itself without systemd). */
export function isHealthy(engine: Engine, container: string): boolean {
  if (engine.name === 'podman') return run(engine, ['healthcheck', 'run', container]).status === 0;
  const { stdout } = run(engine, ['inspect', '--format', '{{if .State.Health}}{{.State.Health.Status}}{{else}}none{{end}}', container]);
  return ['healthy', 'none'].includes(stdout.trim());
}

/** `exec` in a container; `input` is written to its stdin. */
export function exec(
  engine: Engine,
  container: string,
  command: string[],
  options: { input?: string | Buffer; user?: string; env?: Record<string, string> } = {},
) {
  const args = ['exec', '-i', ...(options.user ? ['-u', options.user] : [])];
  for (const [name, value] of Object.entries(options.env ?? {})) args.push('-e', `${name}=${value}`);
  return run(engine, [...args, container, ...command], options.input === undefined ? {} : { input: options.input });
}

/** `exec` without blocking the event loop (a drill's open connections stay alive meanwhile). */
export function execAsync(
  engine: Engine,
  container: string,
  command: string[],
): Promise<{ status: number; stdout: string; stderr: string }> {
  return runAsync(engine, ['exec', container, ...command]);
}
