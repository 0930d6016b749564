import { UNREACHABLE } from '@koolers/contracts/words/unreachable';

/** "We could not reach the shop…" in the page's language: a Hindi or Marathi page writes it on `<html>` (BaseLayout). */
export function unreachable(): string {
  return (typeof document === 'undefined' ? undefined : document.documentElement.dataset.unreachable) ?? UNREACHABLE;
}
