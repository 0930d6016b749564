/**
 * `<dialog closedby="any">` (Chromium 134, Firefox 141, no Safari yet) closes a dialog on a click
 * outside it. The polyfill adds that light dismiss; Escape closes a modal dialog everywhere already.
 * A click outside an open dialog lands on the dialog itself (its backdrop): one that came before the
 * polyfill closes the dialog now, if the dialog is still open.
 */
import 'dialog-closedby-polyfill';
import { replayEarlyClicks } from './replay-early-taps.ts';

replayEarlyClicks((target) => target instanceof HTMLDialogElement && target.open && target.hasAttribute('closedby'));
