import { describe, expect, it } from 'vitest';
import { keepTogetherHtml } from './keep-together.ts';

describe('keepTogetherHtml', () => {
  it.each([
    ['Ours reach you 15-20 minutes after they are made', 'Ours reach you <span class="nowrap">15-20 minutes</span> after they are made'],
    ['Coconut Water and the 3-Minute Recovery', 'Coconut Water and the <span class="nowrap">3-Minute</span> Recovery'],
    ['save 10-51% on every kooler', 'save <span class="nowrap">10-51%</span> on every kooler'],
    ['Drink 200-300 ml of water', 'Drink <span class="nowrap">200-300 ml</span> of water'],
    ['Sets white below 24 °C', 'Sets white below <span class="nowrap">24 °C</span>'],
    ['About 25 kcal a glass', 'About <span class="nowrap">25 kcal</span> a glass'],
  ])('holds the number together in “%s”', (text, html) => {
    expect(keepTogetherHtml(text)).toBe(html);
  });

  it('leaves lone numbers and words alone', () => {
    expect(keepTogetherHtml('₹1200 a year, Sector 17, Vashi 400703')).toBe('₹1200 a year, Sector 17, Vashi 400703');
    expect(keepTogetherHtml('18 glasses in 2 litres')).toBe('18 glasses in 2 litres');
    expect(keepTogetherHtml('well-known kooler')).toBe('well-known kooler');
  });

  it('escapes the text around the numbers', () => {
    expect(keepTogetherHtml('<b>15-20</b> & "more"')).toBe('&lt;b&gt;<span class="nowrap">15-20</span>&lt;/b&gt; &amp; &quot;more&quot;');
  });
});
