/** The taps KeepEarlyTaps.astro keeps until the fallbacks have arrived (only where one is needed). */
interface Window {
  earlyTaps?: {
    /** The user's clicks and `toggle` events, in the order they came. */
    taps: Event[];
    /** Ends the keeping. */
    stop(): void;
  };
}
