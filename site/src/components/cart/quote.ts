import type { PricedLine, Quote } from '@koolers/contracts/orders';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { api, troubleMessage } from '../../lib/api.ts';
import type { CartItem } from '../../stores/cart.ts';
import { promotionCode } from '../../stores/promotion-code.ts';

/** What the server says the cart costs (POST /api/cart/quote), in paise. */
export type { PricedLine, Quote };

/** The line a refusal is about, as the browser sent it. */
export type RefusedLine = { ref: string; size?: string };

export type QuoteState =
  | { status: 'empty' }
  /** Asking the server; the last answer is kept (shown dimmed) so nothing jumps. */
  | { status: 'pricing'; quote?: Quote }
  | { status: 'priced'; quote: Quote }
  /** The server refused the cart: its message, and the line it is about when it names one. */
  | { status: 'refused'; message: string; line?: RefusedLine }
  /** No price: the shop could not be reached, or failed. `retry` asks again. */
  | { status: 'unreachable'; message: string; retry: () => void };

/**
 * The server's price for the cart (with the promotion code the shopper entered, if any), asked
 * again whenever either changes (a quick burst of − and + is asked once). The browser never
 * multiplies a price: every amount shown comes from here. `paymentMethod` 'cod': the shopper chose
 * cash on delivery, and the server adds its fee (`codFeePaise`) when the shop charges one.
 */
export function useQuote(items: CartItem[], paymentMethod?: 'razorpay' | 'cod'): QuoteState {
  const code = useStore(promotionCode);
  const [state, setState] = useState<QuoteState>(items.length ? { status: 'pricing' } : { status: 'empty' });
  const [attempt, setAttempt] = useState(0);
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
    setState((current) => ({ status: 'pricing', quote: 'quote' in current ? current.quote : undefined }));
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const result = await api.post<Quote>('/cart/quote', JSON.parse(body), { signal: controller.signal });
        if (result.ok) setState({ status: 'priced', quote: result.data });
        else if (result.status === 400) setState({ status: 'refused', message: result.message, line: refusedLine(result.details) });
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

  return state;
}

function refusedLine(details: Record<string, unknown> | undefined): RefusedLine | undefined {
  const line = details?.line as { ref?: unknown; size?: unknown } | undefined;
  if (typeof line?.ref !== 'string') return undefined;
  return typeof line.size === 'string' ? { ref: line.ref, size: line.size } : { ref: line.ref };
}

/** The quote's line for the cart's `index`-th line: the server prices the lines in the order sent. */
export function pricedLine(state: QuoteState, index: number, count: number): PricedLine | undefined {
  const quote = 'quote' in state ? state.quote : undefined;
  return quote && quote.lines.length === count ? quote.lines[index] : undefined;
}
