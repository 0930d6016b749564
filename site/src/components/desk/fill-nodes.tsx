import type { Placeholders } from '@koolers/contracts/words/fill';
import { Fragment, type ReactNode } from 'react';

/**
 * A template whose placeholders hold elements, not only text ("Found ₹499 with UPI reference
 * <code>…</code> in the UPI account?"): the sentence stays one entry of the catalogue, in its own
 * word order, and the element goes where its placeholder is. Typed like `fill`.
 */
export function fillNodes<S extends string>(template: S, params: { [Name in Placeholders<S>]: ReactNode }): ReactNode {
  const values: Record<string, ReactNode> = params;
  // split() with a capturing group: text at even indexes, placeholder names at odd ones.
  return template.split(/\{(\w+)\}/).map((part, index) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one template never move.
    index % 2 === 0 ? part : <Fragment key={index}>{part in values ? values[part] : `{${part}}`}</Fragment>,
  );
}
