/**
 * `<details name>` (Chromium 120, Safari 17.2, Firefox 130) makes the details sharing a name one
 * group where opening one closes the others: the header's submenus and the FAQ. Older browsers open
 * each on its own; this restores the rule.
 */
export function closeOthersWhenOneOpens(root: Document | ShadowRoot): void {
  // `toggle` does not bubble, but it passes the document on its way down (capture).
  root.addEventListener(
    'toggle',
    (event) => {
      const opened = event.target;
      if (!(opened instanceof HTMLDetailsElement) || !opened.open) return;
      const name = opened.getAttribute('name');
      if (!name) return;
      for (const other of root.querySelectorAll<HTMLDetailsElement>('details[name][open]')) {
        if (other !== opened && other.getAttribute('name') === name) other.open = false;
      }
    },
    true,
  );
}

closeOthersWhenOneOpens(document);
