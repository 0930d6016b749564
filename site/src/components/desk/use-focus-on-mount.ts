import { useEffect, useRef } from 'react';

/** A ref whose element receives focus once, when it appears (a new step's heading, for keyboard and screen-reader users). */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
