/** What time it is, for the answers that depend on it (the delivery promise, its slots and cut-offs). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/**
 * A clock the end-to-end journeys can fix (`PUT /api/test/clock`, time/test-clock-routes.ts): the
 * real time until it is set, then that instant, standing still, until it is set back to null. Made
 * only when SETTABLE_CLOCK=true, which the production configuration refuses (config.ts): a
 * production shop never has it, nor the route that sets it.
 */
export type SettableClock = { now: Clock; set(at: Date | null): void };

export function createSettableClock(): SettableClock {
  let fixed: number | null = null;
  return {
    now: () => (fixed === null ? new Date() : new Date(fixed)),
    set(at) {
      fixed = at === null ? null : at.getTime();
    },
  };
}
