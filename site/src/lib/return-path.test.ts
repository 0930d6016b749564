import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path.ts';

const SHOP = 'https://shop.example';
/** What the login pages do with `?next=`: read it from the query string (which decodes it), then check it. */
const fromQuery = (search: string) => safeReturnPath(new URLSearchParams(search).get('next'), '/profile', SHOP);

/** Where the browser ends up after `location.assign(path)` from a shop page. */
const landsOn = (path: string) => new URL(path, `${SHOP}/login`).origin;

describe('safeReturnPath', () => {
  it.each([
    ['/checkout/step2', '/checkout/step2'],
    ['/payment/ord_1?retry=1#pay', '/payment/ord_1?retry=1#pay'],
    [`${SHOP}/profile#order-history`, '/profile#order-history'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ])('keeps a page of the shop: %j → %j', (value, expected) => {
    expect(safeReturnPath(value, '/profile', SHOP)).toBe(expected);
    expect(landsOn(expected)).toBe(SHOP);
  });

  it.each([
    [null],
    [''],
    ['https://evil.example/'],
    ['//evil.example/'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/\t/evil.example/'],
    ['/\n/evil.example/'],
    ['/\r/evil.example/'],
    ['\t//evil.example/'],
    ['/\\\t/evil.example'],
    ['/.//evil.example'],
    ['/./\\evil.example'],
    ['javascript:alert(document.domain)'],
    ['java\tscript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['http://shop.example/profile'],
    ['https://shop.example:8443/profile'],
    ['https://user@evil.example/'],
  ])('refuses %j: the fallback instead', (value) => {
    expect(safeReturnPath(value, '/profile', SHOP)).toBe('/profile');
  });

  it.each([
    ['next=/%09/evil.example/'],
    ['next=/%0A/evil.example/'],
    ['next=/%0D/evil.example/'],
    ['next=/%5Cevil.example'],
    ['next=%5C%5Cevil.example'],
    ['next=/%5C%09/evil.example'],
    ['next=//evil.example'],
    ['next=/.//evil.example'],
  ])('?%s from the address bar stays on the shop', (search) => {
    const path = fromQuery(search);
    expect(path).toBe('/profile');
    expect(landsOn(path)).toBe(SHOP);
  });
});
