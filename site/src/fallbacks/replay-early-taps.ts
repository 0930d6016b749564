/**
 * What a fallback does once it has arrived: the clicks that came before it (KeepEarlyTaps.astro)
 * and that it would have served, it serves now, in the order they came. By default it dispatches a
 * copy of each where the original landed (the fallbacks act on untrusted clicks as on the user's
 * own); a fallback that cannot trust a late copy serves the click itself.
 * As in a browser that had the feature all along, once a modal dialog is open only clicks inside it
 * reach anything: the others are dropped (two openers tapped early open the first one's dialog).
 */
export function replayEarlyClicks(
  servedBy: (target: Element) => boolean,
  serve: (click: MouseEvent, target: Element) => void = dispatchCopy,
): void {
  for (const tap of window.earlyTaps?.taps ?? []) {
    const target = tap.target;
    if (tap.type !== 'click' || !(target instanceof Element) || !target.isConnected || !servedBy(target)) continue;
    const modal = document.querySelector('dialog:modal');
    if (modal && !modal.contains(target)) continue;
    serve(tap as MouseEvent, target);
  }
}

function dispatchCopy(click: MouseEvent, target: Element): void {
  const Copy = click.constructor as typeof MouseEvent;
  target.dispatchEvent(new Copy(click.type, click));
}
