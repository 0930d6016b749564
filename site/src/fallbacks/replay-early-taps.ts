/**
 * What a fallback does once it has arrived: the clicks that came before it (KeepEarlyTaps.astro)
 * and that it would have served, it serves now, in the order they came, by dispatching a copy of
 * each where the original landed (the fallbacks act on untrusted clicks as on the user's own).
 * As in a browser that had the feature all along, once a modal dialog is open only clicks inside it
 * reach anything: the others are dropped (two openers tapped early open the first one's dialog).
 */
export function replayEarlyClicks(servedBy: (target: Element) => boolean): void {
  for (const tap of window.earlyTaps?.taps ?? []) {
    const target = tap.target;
    if (tap.type !== 'click' || !(target instanceof Element) || !target.isConnected || !servedBy(target)) continue;
    const modal = document.querySelector('dialog:modal');
    if (modal && !modal.contains(target)) continue;
    const Copy = tap.constructor as typeof Event;
    target.dispatchEvent(new Copy(tap.type, tap));
  }
}
