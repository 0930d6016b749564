/**
 * Rebuilds the site when Strapi says content changed. Requests arriving while a build runs are
 * coalesced into one more build after it (an editor saving five times gets at most two builds), and a
 * build that fails keeps the last good site online. Each build's result is kept (the last ones, the
 * last success, the last failure) so editors can be told in Strapi whether their change went live.
 */
import { rmSync } from 'node:fs';
import type { BuildRecord, ContentProblem, RebuilderStatus } from '@koolers/contracts/site-build';
import { BuildBudget, type BuildBudgetOptions } from './build-budget.ts';
import { currentBuild, nextBuildDir, promoteBuild } from './site-builds.ts';

/** A build that failed because of content: `problem` says which entry and field. */
export class ContentBuildError extends Error {
  readonly problem: ContentProblem;

  constructor(message: string, problem: ContentProblem) {
    super(message);
    this.problem = problem;
  }
}

export type RebuilderOptions = {
  buildsDir: string;
  build: (outDir: string) => Promise<void>;
  log?: (line: string) => void;
  /** Waits this long for more events before building (Strapi sends several per save). */
  debounceMs?: number;
  /** How often builds may start, however many webhooks arrive (build-budget.ts); unlimited without. */
  budget?: BuildBudgetOptions;
  /** Told about every finished build, after the site is swapped (or kept, if it failed). */
  onBuilt?: (record: BuildRecord, previous: BuildRecord | undefined) => unknown;
};

const HISTORY = 10;

/**
 * How long a rebuild waits after Strapi's webhook. Strapi sends `entry.publish` before the publish is
 * visible to other readers: a build started 100 ms after it read the old price (the journey in
 * site/e2e-admin failed 2 runs in 3 with no wait). A second covers it and coalesces a burst of saves.
 */
const STRAPI_SETTLE_MS = 1_000;
/** Once Strapi shows the change: Strapi's other events of the same save, a few ms apart, join this build. */
const SHOWN_SETTLE_MS = 50;

export class SiteRebuilder {
  #state: 'idle' | 'building' = 'idle';
  #queuedReason: string | null = null;
  #generation = 0;
  #building?: { reason: string; startedAt: string };
  #history: BuildRecord[] = [];
  #lastSuccess?: BuildRecord;
  #lastFailure?: BuildRecord;
  #idleWaiters: (() => void)[] = [];
  #listeners = new Set<(record: BuildRecord) => void>();
  #debounce?: NodeJS.Timeout;
  #requests = 0;

  readonly #options: RebuilderOptions;

  readonly #budget?: BuildBudget;

  constructor(options: RebuilderOptions) {
    this.#options = options;
    if (options.budget) this.#budget = new BuildBudget(options.budget);
  }

  /**
   * Asks for a build. With `shown`, which resolves once Strapi shows the change (published-in-strapi.ts),
   * the build starts just after it instead of after the fixed settle. The request counts as queued at
   * once either way, so the status editors read never says "live" in between.
   */
  request(reason: string, shown?: Promise<unknown>): void {
    this.#queuedReason = reason;
    if (this.#state === 'building') return;
    clearTimeout(this.#debounce);
    const request = ++this.#requests;
    const settle = this.#options.debounceMs ?? STRAPI_SETTLE_MS;
    const schedule = (wait: number) => {
      // A later request has rescheduled the build (or started it): this one is part of it.
      if (request !== this.#requests || this.#state === 'building') return;
      this.#debounce = setTimeout(() => void this.#run(), Math.max(wait, this.#budget?.waitMs() ?? 0));
    };
    const afterShown = () => schedule(Math.min(settle, SHOWN_SETTLE_MS));
    if (shown) shown.then(afterShown, afterShown);
    else schedule(settle);
  }

  /** Increases with every successful build. */
  get generation(): number {
    return this.#generation;
  }

  /** True while a build runs or waits to run. */
  get busy(): boolean {
    return this.#state === 'building' || this.#queuedReason !== null;
  }

  status(): RebuilderStatus {
    const [last] = this.#history;
    const lastSuccess = this.#lastSuccess;
    const lastFailure = this.#lastFailure;
    return {
      state: this.#state,
      queued: this.#queuedReason !== null,
      generation: this.#generation,
      current: currentBuild(this.#options.buildsDir),
      ...(this.#building ? { building: this.#building } : {}),
      ...(last ? { last } : {}),
      ...(lastSuccess ? { lastSuccess } : {}),
      ...(lastFailure ? { lastFailure } : {}),
      history: [...this.#history],
    };
  }

  /** Resolves once no build is running or queued. */
  idle(): Promise<void> {
    if (!this.busy) return Promise.resolve();
    return new Promise((resolve) => this.#idleWaiters.push(resolve));
  }

  /** Calls `listener` after each finished build; returns the function that stops it. */
  subscribe(listener: (record: BuildRecord) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  async #run(): Promise<void> {
    while (this.#queuedReason !== null) {
      const spacing = this.#budget?.waitMs() ?? 0;
      if (spacing > 0) await new Promise((resolve) => setTimeout(resolve, spacing));
      this.#budget?.take();
      const reason = this.#queuedReason;
      this.#queuedReason = null;
      this.#state = 'building';
      const started = Date.now();
      this.#building = { reason, startedAt: new Date(started).toISOString() };
      const outDir = nextBuildDir(this.#options.buildsDir);
      const finish = (result: Pick<BuildRecord, 'ok' | 'error' | 'problem'>): BuildRecord => ({
        reason,
        startedAt: new Date(started).toISOString(),
        finishedAt: new Date().toISOString(),
        durationMs: Date.now() - started,
        ...result,
      });
      let record: BuildRecord;
      try {
        await this.#options.build(outDir);
        promoteBuild(this.#options.buildsDir, outDir);
        this.#generation++;
        record = finish({ ok: true });
        this.#options.log?.(`site rebuilt in ${(record.durationMs / 1000).toFixed(1)} s (${reason})`);
      } catch (error) {
        rmSync(outDir, { recursive: true, force: true });
        const message = error instanceof Error ? error.message : String(error);
        record = finish({ ok: false, error: message, ...(error instanceof ContentBuildError ? { problem: error.problem } : {}) });
        this.#options.log?.(`site rebuild failed, the previous build stays online: ${message}`);
      }
      const previous = this.#history[0];
      this.#history = [record, ...this.#history].slice(0, HISTORY);
      if (record.ok) this.#lastSuccess = record;
      else this.#lastFailure = record;
      this.#building = undefined;
      this.#options.onBuilt?.(record, previous);
      for (const listener of this.#listeners) listener(record);
    }
    this.#state = 'idle';
    for (const resolve of this.#idleWaiters.splice(0)) resolve();
  }
}
