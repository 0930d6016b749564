import type { PricedLine, Quote } from '@koolers/contracts/orders';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { api, troubleMessage } from '../../lib/api.ts';
import type { CartItem } from '../../stores/cart.ts';
import { promotionCode } from '../../stores/promotion-code.ts';

/** What the server says the cart costs (POST /api/cart/quote), in paise. */
export type { PricedLine, Quote };

/** A line the server cannot deliver today, as the browser sent it, with the server's words for it. */
export type RefusedLine = { ref: string; size?: string; message: string };

export type QuoteState =
  | { status: 'empty' }
  /** Asking the server; the last answer is kept (shown dimmed) so nothing jumps. */
  | { status: 'pricing'; quote?: Quote }
  | { status: 'priced'; quote: Quote }
  /**
   * The server refused the cart: its message, the lines it cannot deliver today (none when the
   * refusal is about the cart as a whole), and what the rest comes to when there is a rest.
   */
  | { status: 'refused'; message: string; lines: RefusedLine[]; quote?: Quote }
  /** No price: the shop could not be reached, or failed. `retry` asks again. */
  | { status: 'unreachable'; message: string; retry: () => void };

/**
 * The server's price for the cart (with the promotion code the shopper entered, if any), asked
 * again whenever either changes (a quick burst of − and + is asked once). The browser never
 * multiplies a price: every amount shown comes from here. `paymentMethod` 'cod': the shopper chose
 * cash on delivery, and the server adds its fee (`codFeePaise`) when the shop charges one.
 * While the cart is in view it is asked again every 20 s, quietly (the figures stay, not dimmed):
 * a line that sold out meanwhile shows before the shopper pays, not after.
 */
export function useQuote(items: CartItem[], paymentMethod?: 'razorpay' | 'cod'): QuoteState {
  const code = useStore(promotionCode);
  const [state, setState] = useState<QuoteState>(items.length ? { status: 'pricing' } : { status: 'empty' });
  const [attempt, setAttempt] = useState(0);
  const quietly = useRef(false);
  /** What the last price was asked for: a price for another cart or payment is never shown as current. */
  const pricedFor = useRef('');
  // No code: no `promotionCode` at all (JSON leaves out undefined).
  const body = JSON.stringify({
    items: items.map(({ ref, size, quantity, name }) => ({ ref, size, quantity, name })),
    promotionCode: code || undefined,
    paymentMethod: paymentMethod === 'cod' ? 'cod' : undefined,
  });
  const empty = items.length === 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is Retry: each one asks the server again.
  useEffect(() => {
    if (empty) {
      setState({ status: 'empty' });
      return;
    }
    if (!quietly.current) setState((current) => ({ status: 'pricing', quote: 'quote' in current ? current.quote : undefined }));
    quietly.current = false;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const result = await api.post<Quote>('/cart/quote', JSON.parse(body), { signal: controller.signal });
        pricedFor.current = body;
        if (result.ok) setState({ status: 'priced', quote: result.data });
        else if (result.status === 400) setState({ status: 'refused', message: result.message, ...refusedLines(result.details) });
        else
          setState({
            status: 'unreachable',
            message: troubleMessage(result, result.message),
            retry: () => setAttempt((count) => count + 1),
          });
      } catch {
        // Aborted: the cart changed again and a newer request is on its way.
      }
    }, 150);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // `body` is the cart's content; `items` itself is a new array after every change.
  }, [body, empty, attempt]);

  useEffect(() => {
    if (empty) return;
    const timer = setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      quietly.current = true;
      setAttempt((count) => count + 1);
    }, 20_000);
    return () => clearInterval(timer);
  }, [empty]);

  // Between a change (COD chosen, a line added) and the effect asking again: still pricing, so a
  // Pay button never offers the old amount for a frame.
  return state.status === 'priced' && pricedFor.current !== body ? { status: 'pricing', quote: state.quote } : state;
}

function refusedLines(details: Record<string, unknown> | undefined): { lines: RefusedLine[]; quote?: Quote } {
  const lines = Array.isArray(details?.lines) ? (details.lines as RefusedLine[]) : [];
  return details?.quote ? { lines, quote: details.quote as Quote } : { lines };
}

/** The server's words for `item` when it cannot be delivered today. */
export function refusalOf(state: QuoteState, item: CartItem): string | undefined {
  if (state.status !== 'refused') return undefined;
  return state.lines.find((line) => line.ref === item.ref && line.size === item.size)?.message;
}

/**
 * The quote's line for `items[index]`: the server prices the lines it can in the order sent (a
 * refused cart's rest leaves out the refused lines), and may answer with a kooler's newer ref.
 */
export function pricedLine(state: QuoteState, items: CartItem[], index: number): PricedLine | undefined {
  const quote = 'quote' in state ? state.quote : undefined;
  const priced = items.filter((item) => !refusalOf(state, item));
  const at = priced.indexOf(items[index] as CartItem);
  return quote && at !== -1 && quote.lines.length === priced.length ? quote.lines[at] : undefined;
}
