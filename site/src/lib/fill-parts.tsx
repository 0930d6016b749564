import type { Placeholders } from '@koolers/contracts/words/fill';
import { createElement, Fragment, type ReactNode } from 'react';

/**
 * A template whose placeholders are filled with elements, not only text: `fillParts(words.cancelBody,
 * { number: <strong>{number}</strong> })` keeps the sentence whole in the catalogue (one key, in the
 * order the language puts its words) while the order number stays bold. Typed like `fill`: a missing
 * or misspelt part fails type-checking against the English words.
 */
export function fillParts<S extends string>(template: S, parts: { [Name in Placeholders<S>]: ReactNode }): ReactNode {
  const byName: Record<string, ReactNode> = parts;
  // split() with a capturing group alternates text and placeholder names: text, name, text, name, text.
  const pieces = template.split(/\{(\w+)\}/g).map((piece, index) => (index % 2 === 1 ? (byName[piece] ?? `{${piece}}`) : piece));
  return createElement(Fragment, null, ...pieces);
}
