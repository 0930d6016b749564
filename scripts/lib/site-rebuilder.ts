/**
 * Rebuilds the site when Strapi says content changed. Requests arriving while a build runs are
 * coalesced into one more build after it (an editor saving five times gets at most two builds), and a
 * build that fails keeps the last good site online.
 */
import { rmSync } from 'node:fs';
import { currentBuild, nextBuildDir, promoteBuild } from './site-builds.ts';

export type BuildRecord = { reason: string; startedAt: string; durationMs: number; ok: boolean; error?: string };

export type RebuilderStatus = {
  state: 'idle' | 'building';
  queued: boolean;
  /** Increases with every successful build: a client waits for it to pass the value it saw. */
  generation: number;
  current: string | null;
  last?: BuildRecord;
};

export type RebuilderOptions = {
  buildsDir: string;
  build: (outDir: string) => Promise<void>;
  log?: (line: string) => void;
  /** Waits this long for more events before building (Strapi sends several per save). */
  debounceMs?: number;
};

export class SiteRebuilder {
  #state: 'idle' | 'building' = 'idle';
  #queuedReason: string | null = null;
  #generation = 0;
  #last?: BuildRecord;
  #idleWaiters: (() => void)[] = [];
  #debounce?: NodeJS.Timeout;

  readonly #options: RebuilderOptions;

  constructor(options: RebuilderOptions) {
    this.#options = options;
  }

  request(reason: string): void {
    this.#queuedReason = reason;
    if (this.#state === 'building') return;
    clearTimeout(this.#debounce);
    this.#debounce = setTimeout(() => void this.#run(), this.#options.debounceMs ?? 200);
  }

  /** Increases with every successful build. */
  get generation(): number {
    return this.#generation;
  }

  status(): RebuilderStatus {
    return {
      state: this.#state,
      queued: this.#queuedReason !== null,
      generation: this.#generation,
      current: currentBuild(this.#options.buildsDir),
      ...(this.#last ? { last: this.#last } : {}),
    };
  }

  /** Resolves once no build is running or queued. */
  idle(): Promise<void> {
    if (this.#state === 'idle' && this.#queuedReason === null) return Promise.resolve();
    return new Promise((resolve) => this.#idleWaiters.push(resolve));
  }

  async #run(): Promise<void> {
    while (this.#queuedReason !== null) {
      const reason = this.#queuedReason;
      this.#queuedReason = null;
      this.#state = 'building';
      const started = Date.now();
      const outDir = nextBuildDir(this.#options.buildsDir);
      try {
        await this.#options.build(outDir);
        promoteBuild(this.#options.buildsDir, outDir);
        this.#generation++;
        this.#last = { reason, startedAt: new Date(started).toISOString(), durationMs: Date.now() - started, ok: true };
        this.#options.log?.(`site rebuilt in ${((Date.now() - started) / 1000).toFixed(1)} s (${reason})`);
      } catch (error) {
        rmSync(outDir, { recursive: true, force: true });
        const message = error instanceof Error ? error.message : String(error);
        this.#last = { reason, startedAt: new Date(started).toISOString(), durationMs: Date.now() - started, ok: false, error: message };
        this.#options.log?.(`site rebuild failed, the previous build stays online: ${message}`);
      }
    }
    this.#state = 'idle';
    for (const resolve of this.#idleWaiters.splice(0)) resolve();
  }
}
