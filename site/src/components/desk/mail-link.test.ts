import { describe, expect, it } from 'vitest';
import { mailtoHref } from './mail-link.ts';

describe('mailtoHref', () => {
  it('links a plain address', () => {
    expect(mailtoHref('priya.nair+orders@example.in')).toBe('mailto:priya.nair+orders@example.in');
  });

  it.each(['priya@example.in?bcc=all@koolers.in', 'a@b.in&body=Click%20here', 'x@y.in#z', 'priya@example.in%3Fcc=x', 'a b@c.in'])(
    'does not link %j (it would add fields to the message)',
    (email) => expect(mailtoHref(email)).toBeUndefined(),
  );
});
