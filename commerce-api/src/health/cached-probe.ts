type State = 'up' | 'down';

/**
 * A dependency's health probe answered from memory: `up` for `upMs`, `down` for `downMs` (a failure
 * is asked about again sooner), and callers arriving during a probe share it. /api/health is public
 * and unthrottled: without this, every call would cost a request to Razorpay and to Strapi.
 */
export function cachedProbe(check: () => Promise<State>, options: { upMs?: number; downMs?: number; now?: () => number } = {}) {
  const { upMs = 30_000, downMs = 5_000, now = Date.now } = options;
  let last: { state: State; until: number } | undefined;
  let probing: Promise<State> | undefined;
  return {
    check(): Promise<State> {
      if (last && last.until > now()) return Promise.resolve(last.state);
      probing ??= check()
        .catch((): State => 'down')
        .then((state) => {
          last = { state, until: now() + (state === 'up' ? upMs : downMs) };
          return state;
        })
        .finally(() => {
          probing = undefined;
        });
      return probing;
    },
  };
}
