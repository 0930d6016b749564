import type { ReadableAtom } from 'nanostores';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * A nanostore's value in a React island, re-rendered when it changes: `@nanostores/react`'s
 * `useStore` without its `keys` option, which nothing here uses and whose path-walking code every
 * cart and checkout page paid for. `ssr` is what the server rendered (a persisted store read while
 * hydrating would not match it): hydration uses it, then the island shows the store's own value.
 */
export function useStore<T>(store: ReadableAtom<T>, options: { ssr?: () => T } = {}): T {
  const subscribe = useCallback((changed: () => void) => store.listen(changed), [store]);
  const value = useCallback(() => store.get(), [store]);
  return useSyncExternalStore(subscribe, value, options.ssr ?? value);
}
