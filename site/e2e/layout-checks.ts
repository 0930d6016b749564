/**
 * Layout defects a shopper sees, found in the page as it is drawn now (run with `page.evaluate`, so
 * everything it needs is inside the function). Each finding is one readable line.
 * - the page scrolls sideways;
 * - two items of the header's bar overlap, or one runs off the screen;
 * - text is clipped: a text element's content is wider or taller than its own box (scrollWidth /
 *   scrollHeight against the client box), or lies outside an ancestor that hides its overflow (a
 *   strip that moves or scrolls sideways may hide whole items to the side, never cut text at its
 *   top or bottom). Text hidden for sight on purpose is not clipped: the visually-hidden pattern
 *   (a 1 px box clipped to nothing, by its class or at one width only), or a box that clamps its
 *   lines (line-clamp, which the browser ends with an ellipsis);
 * - a list of cards, chips or links (laid out as a grid or flex row) shows bullets or keeps the
 *   browser's 40 px indent.
 */
export function layoutProblems(): string[] {
  const problems: string[] = [];
  const root = document.documentElement;
  const tolerance = 1;
  const nameOf = (element: Element) => {
    const classes =
      typeof element.className === 'string' && element.className.trim() ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `<${element.tagName.toLowerCase()}${classes}> "${text}"`;
  };
  const isShown = (element: Element) => {
    const rect = element.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };

  if (root.scrollWidth > root.clientWidth + tolerance) {
    const wide = [...document.body.querySelectorAll('*')].filter(
      (element) => element.getBoundingClientRect().right > root.clientWidth + tolerance,
    );
    const widest = wide.filter((element) => !wide.some((other) => other !== element && other.contains(element) && other !== document.body));
    problems.push(
      `page scrolls sideways: ${root.scrollWidth} px wide in ${root.clientWidth} px (${widest.slice(0, 3).map(nameOf).join(', ')})`,
    );
  }

  const header = document.querySelector('.site-header');
  if (header) {
    const items = [...header.querySelectorAll('.logo, .main-menu > .menu-list > li, .header-buttons > li, .header-actions > li')].filter(
      (item) => isShown(item) && !item.closest('[popover]:popover-open'),
    );
    items.forEach((item, index) => {
      const a = item.getBoundingClientRect();
      if (a.left < -tolerance || a.right > root.clientWidth + tolerance) problems.push(`header item runs off the screen: ${nameOf(item)}`);
      for (const other of items.slice(index + 1)) {
        const b = other.getBoundingClientRect();
        const overlapX = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const overlapY = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (overlapX > tolerance && overlapY > tolerance) problems.push(`header items overlap: ${nameOf(item)} and ${nameOf(other)}`);
      }
    });
  }

  const skipTags = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'OPTION', 'SELECT', 'TEXTAREA', 'TITLE']);
  const clips = (value: string) => value === 'hidden' || value === 'clip';
  const clamps = (style: CSSStyleDeclaration) => (style.webkitLineClamp || 'none') !== 'none';
  for (const element of document.body.querySelectorAll('*')) {
    if (skipTags.has(element.tagName) || element.closest('svg, .visually-hidden, [aria-hidden="true"], astro-dev-toolbar')) continue;
    const textNodes = [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
    if (!textNodes.length || !isShown(element)) continue;
    const style = getComputedStyle(element);
    if (style.clip === 'rect(0px, 0px, 0px, 0px)' || clamps(style)) continue;
    if (style.display !== 'inline' && style.display !== 'contents') {
      const wider = element.scrollWidth > element.clientWidth + tolerance;
      const taller = element.scrollHeight > element.clientHeight + tolerance;
      if (wider || taller) problems.push(`text does not fit its box (${wider ? 'too wide' : 'too tall'}): ${nameOf(element)}`);
    }
    // Where the text itself is drawn, against every ancestor that hides what overflows it.
    const range = document.createRange();
    const rects = textNodes.flatMap((node) => {
      range.selectNodeContents(node);
      return [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
    });
    for (let ancestor = element.parentElement; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
      const own = getComputedStyle(ancestor);
      if (clamps(own)) break;
      const clipsX = clips(own.overflowX);
      const clipsY = clips(own.overflowY);
      if (!clipsX && !clipsY) continue;
      const box = ancestor.getBoundingClientRect();
      // A strip wider than its window moves or scrolls sideways: hiding items at its sides is its job.
      const sideways = ancestor.scrollWidth > ancestor.clientWidth + tolerance;
      const cut = rects.some(
        (rect) =>
          (clipsY && (rect.top < box.top - tolerance || rect.bottom > box.bottom + tolerance)) ||
          (clipsX && !sideways && (rect.left < box.left - tolerance || rect.right > box.right + tolerance)),
      );
      if (cut) {
        problems.push(`text cut by ${nameOf(ancestor).split('>')[0]}>: ${nameOf(element)}`);
        break;
      }
    }
  }

  for (const list of document.querySelectorAll('ul, ol')) {
    if (!isShown(list) || list.closest('.rich-text, astro-dev-toolbar')) continue;
    const style = getComputedStyle(list);
    const items = [...list.children].filter((child) => child.tagName === 'LI' && isShown(child));
    const laidOut =
      /grid|flex/.test(style.display) ||
      items.some((item) => item.classList.contains('card') || item.firstElementChild?.classList.contains('card'));
    if (!laidOut || !items.length) continue;
    const bulleted = items.filter((item) => {
      const own = getComputedStyle(item);
      return own.display === 'list-item' && own.listStyleType !== 'none' && getComputedStyle(item, '::marker').content !== 'none';
    });
    if (bulleted.length) problems.push(`bullets on a list of cards or chips: ${nameOf(list)}`);
    if (style.paddingInlineStart === '40px')
      problems.push(`indented list of cards or chips (${style.paddingInlineStart}): ${nameOf(list)}`);
  }
  return problems;
}

/** The width the header's bar needs for everything it shows in one row (its items, gaps and padding). */
export function headerRowWidth(): number {
  const header = document.querySelector('.site-header');
  if (!header) throw new Error('no .site-header on the page');
  const style = getComputedStyle(header);
  const items = [...header.children].filter((child) => child.getBoundingClientRect().width > 0);
  const widths = items.reduce((sum, item) => sum + item.getBoundingClientRect().width, 0);
  const gaps = (Number.parseFloat(style.columnGap) || 0) * (items.length - 1);
  return Math.ceil(widths + gaps + Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight));
}
