/**
 * `<dialog closedby="any">` (Chromium 134, Firefox 141, no Safari yet) closes a dialog on a click
 * outside it. The polyfill adds that light dismiss; Escape closes a modal dialog everywhere already.
 * A click outside an open dialog lands on the dialog itself (its backdrop): one that came before the
 * polyfill closes the dialog now, if the dialog is still open.
 *
 * That early click is served here, not by a copy handed to the polyfill: the polyfill ignores any
 * click stamped no later than the moment it saw the dialog open, which for a dialog already open is
 * the moment it loaded, and Firefox rounds both times to the millisecond. A copy made in that same
 * millisecond was ignored, and the dialog stayed open (a CI run in Firefox 115 ESR saw it).
 */
import 'dialog-closedby-polyfill';
import { replayEarlyClicks } from './replay-early-taps.ts';

const openToLightDismiss = (target: Element) => target instanceof HTMLDialogElement && target.open && target.closedBy === 'any';

replayEarlyClicks(openToLightDismiss, (click, target) => {
  const dialog = target as HTMLDialogElement;
  const box = dialog.getBoundingClientRect();
  const inside = box.left < click.clientX && click.clientX < box.right && box.top < click.clientY && click.clientY < box.bottom;
  if (!inside) dialog.close();
});
