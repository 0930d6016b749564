/**
 * How often the live site may be rebuilt, however many webhooks arrive (say, from someone who learned
 * the secret): a bucket of `burst` builds, one more earned every `everyMs`. An editor publishing a few
 * changes in a row never waits; a flood gets one build every `everyMs`. No change is lost either way:
 * the rebuilder coalesces every request into its next build.
 *
 * It replaced a fixed 10 s between build starts, which made an editor's second publish within 10 s
 * wait for it (stack:test's 10 publishes: median 13.7 s with the gap, against issue 29's 5 s).
 */
export type BuildBudgetOptions = { burst: number; everyMs: number };

export class BuildBudget {
  readonly #options: BuildBudgetOptions;
  readonly #now: () => number;
  #tokens: number;
  #earnedUntil: number;

  constructor(options: BuildBudgetOptions, now: () => number = Date.now) {
    this.#options = options;
    this.#now = now;
    this.#tokens = options.burst;
    this.#earnedUntil = now();
  }

  /** How long until a build may start: 0 while the bucket holds one. */
  waitMs(): number {
    this.#earn();
    return this.#tokens > 0 ? 0 : this.#earnedUntil + this.#options.everyMs - this.#now();
  }

  /** A build started. */
  take(): void {
    this.#earn();
    this.#tokens = Math.max(0, this.#tokens - 1);
  }

  #earn(): void {
    const { burst, everyMs } = this.#options;
    const now = this.#now();
    const earned = Math.floor((now - this.#earnedUntil) / everyMs);
    if (earned <= 0) return;
    this.#tokens = Math.min(burst, this.#tokens + earned);
    // A full bucket earns nothing more: the next build's token is counted from now, not from the past.
    this.#earnedUntil = this.#tokens === burst ? now : this.#earnedUntil + earned * everyMs;
  }
}
