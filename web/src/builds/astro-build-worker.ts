/**
 * Builds the site in a child process that keeps Astro loaded between builds. Starting `astro build`
 * afresh costs its process, its module loading and a cold JIT every time: measured on this machine
 * with the draft preview, 5.6 s a build from the command line, 2.8–3.0 s for the second and later
 * builds in one process. The process is stopped after a failed build (the next starts clean), when
 * no build was asked for IDLE_MS, and replaced after MAX_BUILDS: it grows by about 33 MB a build
 * (1.0 GB after the first, measured), memory Astro keeps from one build to the next.
 */
import { type ChildProcess, fork } from 'node:child_process';

const IDLE_MS = 15 * 60_000;
const MAX_BUILDS = 20;
const processFile = new URL('./astro-build-process.ts', import.meta.url);

type Answer = { ok: boolean; error?: string };

export class AstroBuildWorker {
  readonly #cwd: string;
  #child: ChildProcess | null = null;
  #closed = false;
  #builds = 0;
  #idleTimer?: NodeJS.Timeout;

  /** `cwd`: the site's folder. */
  constructor(cwd: string) {
    this.#cwd = cwd;
  }

  /** One build at a time (SiteRebuilder never runs two): resolves when it succeeded. */
  build(env: Record<string, string>): Promise<void> {
    if (this.#closed) return Promise.reject(new Error('the shop is stopping'));
    clearTimeout(this.#idleTimer);
    const child = this.#started();
    return new Promise<void>((resolve, reject) => {
      const finish = (error?: Error) => {
        child.off('message', onMessage);
        child.off('exit', onExit);
        this.#builds += 1;
        if (error || this.#builds >= MAX_BUILDS) this.stop();
        else {
          this.#idleTimer = setTimeout(() => this.stop(), IDLE_MS);
          this.#idleTimer.unref();
        }
        if (error) reject(error);
        else resolve();
      };
      const onMessage = (answer: Answer) => finish(answer.ok ? undefined : new Error(answer.error ?? 'the build failed'));
      const onExit = (code: number | null) => {
        this.#child = null;
        finish(new Error(`the build process stopped (exit ${code})`));
      };
      child.on('message', onMessage);
      child.on('exit', onExit);
      child.send({ env });
    });
  }

  stop(): void {
    clearTimeout(this.#idleTimer);
    const child = this.#child;
    this.#child = null;
    this.#builds = 0;
    if (!child) return;
    // Astro's build leaves SIGTERM handlers behind: a plain kill() left the process running, and with
    // it `npm start` after Ctrl-C (its IPC channel kept the parent alive). Nothing in it needs saving.
    if (child.connected) child.disconnect();
    child.kill('SIGKILL');
  }

  /** For good: the shop is stopping, and a webhook arriving now must not start another process. */
  close(): void {
    this.#closed = true;
    this.stop();
  }

  #started(): ChildProcess {
    if (!this.#child) {
      const child = fork(processFile, [], { cwd: this.#cwd });
      this.#child = child;
      // A process that dies between builds (the OOM killer, an operator) is forgotten, so the next
      // build starts a new one instead of writing to a closed channel.
      child.once('exit', () => {
        if (this.#child === child) this.#child = null;
      });
      // Never what keeps the shop's process alive; the child exits when its parent goes.
      this.#child.unref();
      this.#child.channel?.unref();
    }
    return this.#child;
  }
}
