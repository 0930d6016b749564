/**
 * The site's HTML leans on platform features that browsers of the last three years (Safari and iOS
 * 16.4+, Chromium 111+, Firefox 115 ESR+) do not all have. Each line checks one feature and imports
 * its fallback only where it is missing, so a current browser runs five property checks and loads
 * nothing more. Which browser lacks what is listed in README.md (Browsers).
 */
const button = HTMLButtonElement.prototype;
if (!('commandForElement' in button)) void import('./invokers.ts');
if (!('closedBy' in HTMLDialogElement.prototype)) void import('./dialog-closedby.ts');
if (!('popover' in HTMLElement.prototype)) void import('./popover.ts');
if (!('name' in HTMLDetailsElement.prototype)) void import('./details-name.ts');
if (!CSS.supports('selector(:has(a))')) void import('./has-selector.ts');
