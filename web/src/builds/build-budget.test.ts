import { describe, expect, it } from 'vitest';
import { BuildBudget } from './build-budget.ts';

describe('how often the live site may be rebuilt', () => {
  const clock = () => {
    let now = 1_000_000;
    return { now: () => now, pass: (ms: number) => (now += ms) };
  };

  it('lets an editor publish a few changes in a row without waiting', () => {
    const time = clock();
    const budget = new BuildBudget({ burst: 6, everyMs: 10_000 }, time.now);
    for (let build = 0; build < 6; build++) {
      expect(budget.waitMs()).toBe(0);
      budget.take();
      time.pass(4_000);
    }
  });

  it('gives a flood of webhooks one build per interval once the burst is spent', () => {
    const time = clock();
    const budget = new BuildBudget({ burst: 2, everyMs: 10_000 }, time.now);
    budget.take();
    budget.take();
    expect(budget.waitMs()).toBe(10_000);
    time.pass(4_000);
    expect(budget.waitMs()).toBe(6_000);
    time.pass(6_000);
    expect(budget.waitMs()).toBe(0);
    budget.take();
    expect(budget.waitMs()).toBe(10_000);
  });

  it('earns back its burst over a quiet spell, and no more', () => {
    const time = clock();
    const budget = new BuildBudget({ burst: 3, everyMs: 10_000 }, time.now);
    for (let build = 0; build < 3; build++) budget.take();
    time.pass(3_600_000);
    for (let build = 0; build < 3; build++) {
      expect(budget.waitMs()).toBe(0);
      budget.take();
    }
    expect(budget.waitMs()).toBe(10_000);
  });
});
