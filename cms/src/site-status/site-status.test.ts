import type { BuildRecord, ContentProblem, RebuilderStatus } from '@koolers/contracts/site-build';
import { describe, expect, it } from 'vitest';
import { entryStatus, siteStatus } from './site-status';

const build = (startedAt: string, ok: boolean, extra: Partial<BuildRecord> = {}): BuildRecord => ({
  reason: 'Strapi entry.publish',
  startedAt,
  finishedAt: startedAt.replace(/:00\.000Z$/, ':04.000Z'),
  durationMs: 4000,
  ok,
  ...extra,
});
const problem: ContentProblem = {
  uid: 'api::kooler.kooler',
  typeName: 'Kooler',
  documentId: 'k1',
  single: false,
  entryTitle: 'Mango',
  fields: [{ path: ['image'], field: 'Picture', message: 'is empty' }],
  summary: 'Kooler “Mango”: Picture is empty.',
};
const idle = (history: BuildRecord[]): RebuilderStatus => ({
  state: 'idle',
  queued: false,
  generation: history.filter((record) => record.ok).length,
  current: null,
  history,
  lastSuccess: history.find((record) => record.ok),
  lastFailure: history.find((record) => !record.ok),
});

describe('an entry’s last publish, as its panel tells it', () => {
  const publishedAt = '2026-11-23T09:00:02.000Z';

  it('is live once a build that started after the publish has succeeded', () => {
    const view = entryStatus(idle([build('2026-11-23T09:00:03.000Z', true), build('2026-11-23T08:00:00.000Z', true)]), publishedAt, false);
    expect(view).toMatchObject({ state: 'live', liveSince: '2026-11-23T09:00:03.000Z' });
    expect(view.message).toBe('Live on the site since 23 Nov 2026, 2:30 pm (published 23 Nov 2026, 2:30 pm).');
  });

  it('is being updated while a build runs and none since the publish has finished', () => {
    const status = { ...idle([build('2026-11-23T08:00:00.000Z', true)]), state: 'building' as const };
    expect(entryStatus(status, publishedAt, false).state).toBe('updating');
  });

  it('did not go live when the build after it failed, and says what to fix and where', () => {
    const view = entryStatus(
      idle([build('2026-11-23T09:00:03.000Z', false, { problem }), build('2026-11-23T08:00:00.000Z', true)]),
      publishedAt,
      false,
    );
    expect(view).toMatchObject({
      state: 'failed',
      problem: { summary: 'Kooler “Mango”: Picture is empty.', editPath: '/content-manager/collection-types/api::kooler.kooler/k1' },
    });
    expect(view.message).toMatch(/did not go live with it: it still shows the version before/);
  });

  it('is waiting when no build has started since the publish', () => {
    expect(entryStatus(idle([build('2026-11-23T08:00:00.000Z', true)]), publishedAt, false).state).toBe('updating');
  });

  it('is not on the site when it was never published, and says so when later changes are only a draft', () => {
    expect(entryStatus(idle([]), null, false).state).toBe('draft');
    const view = entryStatus(idle([build('2026-11-23T09:00:03.000Z', true)]), publishedAt, true);
    expect(view.message).toMatch(/later changes are saved as a draft/);
  });

  it('says it does not know when the site server does not answer', () => {
    expect(entryStatus(null, publishedAt, false).state).toBe('unknown');
  });
});

describe('the site as a whole, as the homepage widget tells it', () => {
  it.each([
    ['up to date', idle([build('2026-11-23T09:00:00.000Z', true)]), 'live'],
    [
      'a failure after the last success',
      idle([build('2026-11-23T09:10:00.000Z', false, { problem }), build('2026-11-23T09:00:00.000Z', true)]),
      'failed',
    ],
    ['a success after a failure', idle([build('2026-11-23T09:20:00.000Z', true), build('2026-11-23T09:10:00.000Z', false)]), 'live'],
    ['a build queued', { ...idle([build('2026-11-23T09:00:00.000Z', true)]), queued: true }, 'updating'],
    ['no answer', null, 'unknown'],
  ])('%s → %s', (_name, status, state) => {
    expect(siteStatus(status).state).toBe(state);
  });

  it('explains a failure that is not about content as it is', () => {
    const view = siteStatus(idle([build('2026-11-23T09:10:00.000Z', false, { error: 'Strapi answered 500' })]));
    expect(view.problem).toEqual({ summary: 'The site build failed: Strapi answered 500.' });
  });
});
