/**
 * One browser tab as the cross-engine journeys see it, whatever drives it (WebDriver for WebKit,
 * WebDriver BiDi for Firefox, CDP for the old Chromium). Elements are found as a shopper finds
 * them: a CSS kind of element (`button`, `a`, `dialog`) and what it says (its aria-label, or its
 * text), among the ones on screen. Clicks and typing are the engine's own input events.
 */
export type Label = string | RegExp;

export type Tab = {
  /** The engine's name in reports and artifact names: "WebKit", "Firefox", "Chromium 111". */
  readonly engine: string;
  /** The page's address, e.g. "/products". */
  goto(path: string): Promise<void>;
  /** The path of the page shown now (after clicks that navigate). */
  path(): Promise<string>;
  /** Clicks the first visible `css` element labelled `label` (any label when omitted). */
  click(css: string, label?: Label): Promise<void>;
  /** Clicks the page at a point of the viewport (outside a dialog, say). */
  clickAt(x: number, y: number): Promise<void>;
  /** Types into the first visible `css` field, in place of what it held. */
  type(css: string, text: string): Promise<void>;
  pressEscape(): Promise<void>;
  /** Whether a visible `css` element labelled `label` is on screen now. */
  isShown(css: string, label?: Label): Promise<boolean>;
  /** Runs a function in the page, with one JSON argument if given, and returns its (JSON) result. */
  run<T, A = undefined>(fn: (arg: A) => T, arg?: A): Promise<T>;
  /**
   * Runs a script's source in the page as the driver runs its own (axe-core, say): not through
   * eval, which the shop's Content-Security-Policy forbids the page.
   */
  inject(source: string): Promise<void>;
  /** Sets the viewport (CSS pixels), as a phone of that size would show the page. */
  resize(width: number, height: number): Promise<void>;
  /** Opens `path` in a viewport of `size` and saves a PNG of it once its pictures on screen have loaded. */
  screenshotAt(path: string, size: { width: number; height: number }, file: string): Promise<void>;
  close(): Promise<void>;
};

export type TabOptions = {
  /** The origin a tab's paths lead to, when not the shop the engine was started with (a proxy, say). */
  site?: string;
  /**
   * false: `goto` returns as soon as the new page has begun (its address is the one asked for),
   * without waiting for its scripts, so a journey can tap before they have run.
   */
  waitForLoad?: boolean;
};

export type Engine = {
  name: string;
  /** Starts the browser (and whatever it needs: a display, a driver). */
  start(siteUrl: string): Promise<void>;
  open(options?: TabOptions): Promise<Tab>;
  stop(): Promise<void>;
};

/** How a label travels into the page: a plain string, or a regular expression's source and flags. */
export type LabelArgument = { text: string } | { source: string; flags: string } | null;

export function labelArgument(label: Label | undefined): LabelArgument {
  if (label === undefined) return null;
  return typeof label === 'string' ? { text: label } : { source: label.source, flags: label.flags };
}

/**
 * Runs in the page (serialised by the driver, so it uses nothing from outside): the first element
 * matching `css` that is rendered and labelled as asked.
 */
export function findShown(css: string, label: LabelArgument): Element | null {
  const labelOf = (element: Element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
  const matches = (text: string) =>
    label === null || ('text' in label ? text === label.text : new RegExp(label.source, label.flags).test(text));
  // Shown as Playwright means it: a box of some size, rendered (a closed <details> keeps its content
  // laid out but not rendered: checkVisibility knows), not visibility: hidden.
  const isShown = (element: Element) => {
    const box = element.getBoundingClientRect();
    const rendered = typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
    return box.width > 0 && box.height > 0 && rendered && getComputedStyle(element).visibility !== 'hidden';
  };
  for (const element of Array.from(document.querySelectorAll(css))) {
    if (isShown(element) && matches(labelOf(element))) return element;
  }
  return null;
}

/** Runs in the page: what it still loads (nothing once it has loaded with every picture on screen). */
export function stillLoading(): string[] {
  const onScreen = (image: HTMLImageElement) => {
    const box = image.getBoundingClientRect();
    // What shows of it: the window, and every box on the way up that hides its overflow (a card
    // scrolled out of a strip's view is off screen, and a lazy picture there waits, rightly).
    let [left, top, right, bottom] = [
      Math.max(box.left, 0),
      Math.max(box.top, 0),
      Math.min(box.right, innerWidth),
      Math.min(box.bottom, innerHeight),
    ];
    for (let ancestor = image.parentElement; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
      const style = getComputedStyle(ancestor);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const clip = ancestor.getBoundingClientRect();
      [left, top, right, bottom] = [
        Math.max(left, clip.left),
        Math.max(top, clip.top),
        Math.min(right, clip.right),
        Math.min(bottom, clip.bottom),
      ];
    }
    const inView = box.width > 0 && right > left && bottom > top;
    return inView && (typeof image.checkVisibility !== 'function' || image.checkVisibility());
  };
  const pictures = Array.from(document.images).filter((image) => onScreen(image) && !image.complete);
  return [...(document.readyState === 'complete' ? [] : ['the page']), ...pictures.map((image) => image.currentSrc || image.src)];
}

/** Polls `check` until it holds (15 s unless `timeoutMs` says); `what` names it when it never does. */
export async function waitFor(what: string | (() => string), check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${typeof what === 'string' ? what : what()} (still not so after ${timeoutMs / 1000} s)`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Polls `find` until it finds something (a click waits for its target, as a shopper would). */
export async function found<T>(what: string, find: () => Promise<T | null>): Promise<T> {
  let element: T | null = null;
  await waitFor(what, async () => {
    element = await find();
    return element !== null;
  });
  return element as T;
}

/**
 * For a tab that does not wait for pages to load: starts `url` and returns once the tab shows its
 * document (by way of a blank page, so the page before, maybe at the same address, never answers
 * for the new one). `href` is the address of the document shown, or null while there is none.
 */
export async function beginLoading(url: string, navigate: (url: string) => Promise<unknown>, href: () => Promise<string | null>) {
  for (const address of ['about:blank', url]) {
    await navigate(address);
    await waitFor(`the tab shows ${address}`, async () => (await href().catch(() => null)) === address);
  }
}
