/**
 * `<dialog closedby="any">` (Chromium 134, Firefox 141, no Safari yet) closes a dialog on a click
 * outside it. The polyfill adds that light dismiss; Escape closes a modal dialog everywhere already.
 */
import 'dialog-closedby-polyfill';
