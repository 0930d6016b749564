/**
 * `<details name>` (Chromium 120, Safari 17.2, Firefox 130) makes the details sharing a name one
 * group where opening one closes the others: the header's submenus and the FAQ. Older browsers open
 * each on its own; this restores the rule, also for the details opened before it came
 * (KeepEarlyTaps.astro): of those, the one opened last stays open.
 */
function closeOthersThan(opened: HTMLDetailsElement, root: Document | ShadowRoot): void {
  const name = opened.getAttribute('name');
  if (!name || !opened.open) return;
  for (const other of root.querySelectorAll<HTMLDetailsElement>('details[name][open]')) {
    if (other !== opened && other.getAttribute('name') === name) other.open = false;
  }
}

export function closeOthersWhenOneOpens(root: Document | ShadowRoot): void {
  // `toggle` does not bubble, but it passes the document on its way down (capture).
  root.addEventListener(
    'toggle',
    (event) => {
      if (event.target instanceof HTMLDetailsElement) closeOthersThan(event.target, root);
    },
    true,
  );
}

closeOthersWhenOneOpens(document);
const openedEarly = (window.earlyTaps?.taps ?? []).filter((tap) => tap.type === 'toggle').map((tap) => tap.target);
for (const details of openedEarly.reverse()) {
  if (details instanceof HTMLDetailsElement) closeOthersThan(details, document);
}
