import { describe, expect, it } from 'vitest';
import { newest, pageDescription, pageTitles } from './page-seo.ts';

const editor = (values: { title?: string; description?: string }) => ({ title: null, description: null, shareImage: null, ...values });

describe('what search results and shares show of a page', () => {
  it('names the shop after the page’s own title, and the editor’s title as written', () => {
    expect(pageTitles('FAQ', 'Koolers')).toEqual({ document: 'FAQ | Koolers', share: 'FAQ' });
    expect(pageTitles('Koolers', 'Koolers')).toEqual({ document: 'Koolers', share: 'Koolers' });
    expect(pageTitles('FAQ', 'Koolers', editor({ title: 'Questions about koolers' }))).toEqual({
      document: 'Questions about koolers',
      share: 'Questions about koolers',
    });
    expect(pageTitles('FAQ', 'Koolers', editor({ title: '  ' }))).toEqual({ document: 'FAQ | Koolers', share: 'FAQ' });
  });

  it('takes the editor’s description, else the page’s own with each sentence once, cut at 160 characters', () => {
    expect(
      pageDescription('Fresh koolers. Fresh koolers.', editor({ description: 'Written by an editor, fifty characters or more long.' })),
    ).toBe('Written by an editor, fifty characters or more long.');
    expect(pageDescription('Fresh koolers daily. Fresh koolers daily.')).toBe('Fresh koolers daily.');
    const long = pageDescription('word '.repeat(60));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('…')).toBe(true);
  });

  it('dates a page by the newest entry it shows', () => {
    expect(newest(['2026-01-02T10:00:00.000Z', null, '2026-03-01T00:00:00.000Z', undefined])).toBe('2026-03-01T00:00:00.000Z');
    expect(newest([])).toBeUndefined();
  });
});
