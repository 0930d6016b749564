import type { ReadableAtom } from 'nanostores';
import { useSyncExternalStore } from 'react';

/**
 * A nanostore's value in a React island, re-rendered when it changes: `@nanostores/react`'s
 * `useStore` without its `keys` option, which nothing here uses and whose path-walking code every
 * cart and checkout page paid for. (An atom's `listen` and `get` are bound to it, and the same
 * functions every render.) `ssr` is what the server rendered (a persisted store read while
 * hydrating would not match it): hydration uses it, then the island shows the store's own value.
 */
export function useStore<T>(store: ReadableAtom<T>, options: { ssr?: () => T } = {}): T {
  return useSyncExternalStore(store.listen, store.get, options.ssr ?? store.get);
}
