/**
 * The site's HTML leans on platform features that browsers of the last three years (Safari and iOS
 * 16.4+, Chromium 111+, Firefox 115 ESR+) do not all have. Each line checks one feature and imports
 * its fallback only where it is missing, so a current browser runs five checks and loads nothing
 * more. Which browser lacks what is listed in docs/site.md (Browsers).
 */
const features = [
  'commandForElement' in HTMLButtonElement.prototype || import('./invokers.ts'),
  'closedBy' in HTMLDialogElement.prototype || import('./dialog-closedby.ts'),
  'popover' in HTMLElement.prototype || import('./popover.ts'),
  'name' in HTMLDetailsElement.prototype || import('./details-name.ts'),
  CSS.supports('selector(:has(a))') || import('./has-selector.ts'),
];

// Each fallback serves the taps kept for it (KeepEarlyTaps.astro) as it arrives: once all have
// arrived, or failed to, nothing more needs keeping.
void Promise.allSettled(features).then(() => window.earlyTaps?.stop());
