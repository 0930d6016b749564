import { describe, expect, it } from 'vitest';
import { safeLinkHref } from './link-href.ts';

describe('safeLinkHref', () => {
  it.each([
    ['https://koolers.in/faq', 'https://koolers.in/faq'],
    ['http://example.com', 'http://example.com'],
    ['mailto:hello@koolers.in', 'mailto:hello@koolers.in'],
    ['tel:+919876543210', 'tel:+919876543210'],
    ['/contact', '/contact'],
    ['#delivery', '#delivery'],
    ['?q=mango', '?q=mango'],
    ['products/mango', 'products/mango'],
    ['  https://koolers.in  ', 'https://koolers.in'],
    ['HTTPS://KOOLERS.IN', 'HTTPS://KOOLERS.IN'],
  ])('keeps %j as a link', (url, href) => expect(safeLinkHref(url)).toBe(href));

  it.each([
    ['javascript:alert(document.cookie)'],
    ['JavaScript:alert(1)'],
    [' javascript:alert(1)'],
    ['\u0001javascript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['java\nscript:alert(1)'],
    ['jav\rascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)'],
    ['blob:https://koolers.in/1234'],
    ['file:///etc/passwd'],
  ])('refuses %j', (url) => expect(safeLinkHref(url)).toBeUndefined());
});
