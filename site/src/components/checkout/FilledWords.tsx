import type { Placeholders } from '@koolers/contracts/words/fill';
import { Fragment, type ReactNode } from 'react';

/**
 * A sentence of the words with elements in its `{placeholders}` (a link, a number in its own style),
 * where the language puts them: `<FilledWords template={words.logInToPay} parts={{ link: <a …/> }} />`.
 * `fill` does the same for plain text; a missing or misspelt part fails type-checking the same way.
 */
export function FilledWords<S extends string>({ template, parts }: { template: S; parts: Record<Placeholders<S>, ReactNode> }) {
  const values: Record<string, ReactNode> = parts;
  // split with a capturing group: the text between the placeholders at even places, their names at odd ones.
  const pieces = template.split(/\{(\w+)\}/);
  return (
    <>
      {pieces.map((piece, index) => (
        // The pieces of one template never move: their place is their key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={index}>{index % 2 === 1 ? (piece in values ? values[piece] : `{${piece}}`) : piece}</Fragment>
      ))}
    </>
  );
}
