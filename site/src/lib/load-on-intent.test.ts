import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadOnIntent } from './load-on-intent.ts';

/** An element that matches the selector or not; the page is a bare event target. */
class FakeElement extends EventTarget {
  constructor(readonly isTrigger: boolean) {
    super();
  }
  closest() {
    return this.isTrigger ? this : null;
  }
}

/** The page. Node's EventTarget ignores a bare `true` (capture) when removing, where browsers honour it. */
class FakeDocument extends EventTarget {
  override removeEventListener(type: string, listener: EventListener, options?: boolean | EventListenerOptions) {
    super.removeEventListener(type, listener, typeof options === 'boolean' ? { capture: options } : options);
  }
}

const trigger = new FakeElement(true);
const elsewhere = new FakeElement(false);

/** An event of `type` on `element`, as the page's capturing listeners see it. */
function fire(type: string, element: FakeElement): Event {
  const event = new Event(type);
  Object.defineProperty(event, 'target', { value: element });
  document.dispatchEvent(event);
  return event;
}

beforeEach(() => {
  vi.stubGlobal('Element', FakeElement);
  vi.stubGlobal('document', new FakeDocument());
});
afterEach(() => vi.unstubAllGlobals());

describe('loading on intent', () => {
  it('a pointer resting on, or focus reaching, what needs the code starts loading it, once; elsewhere nothing loads', () => {
    const load = vi.fn(() => Promise.resolve('panel'));
    loadOnIntent('[data-cart-trigger]', load, () => {});
    fire('pointerover', elsewhere);
    fire('focusin', elsewhere);
    expect(load).not.toHaveBeenCalled();
    fire('pointerover', trigger);
    fire('focusin', trigger);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('an event on the page itself, not on an element, is not a reach for anything', () => {
    const load = vi.fn(() => Promise.resolve('panel'));
    loadOnIntent('[data-cart-trigger]', load, () => {});
    const event = new Event('click');
    document.dispatchEvent(event);
    expect(load).not.toHaveBeenCalled();
  });

  it('the first click gets the one loading, the element and the click; after it nothing is listened to', async () => {
    const load = vi.fn(() => Promise.resolve('panel'));
    const clicked = vi.fn();
    loadOnIntent('[data-cart-trigger]', load, clicked);
    fire('pointerover', trigger);
    fire('click', elsewhere);
    expect(clicked).not.toHaveBeenCalled();
    const click = fire('click', trigger);
    expect(clicked).toHaveBeenCalledTimes(1);
    const [loading, element, event] = clicked.mock.calls[0] ?? [];
    await expect(loading).resolves.toBe('panel');
    expect([element, event]).toEqual([trigger, click]);
    fire('click', trigger);
    fire('focusin', trigger);
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('code that cannot load is the click’s to deal with: the early start stays quiet', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const clicked = vi.fn((loading: Promise<unknown>) => loading.catch(() => 'followed the link instead'));
      loadOnIntent('[data-join-club]', () => Promise.reject(new Error('offline')), clicked);
      fire('focusin', trigger);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
      fire('click', trigger);
      await expect(clicked.mock.results[0]?.value).resolves.toBe('followed the link instead');
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
