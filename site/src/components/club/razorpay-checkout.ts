/**
 * Razorpay Checkout in the browser: its script is loaded only when the shopper presses Pay, from
 * the URL the commerce API gives (Razorpay's own with real keys, the offline sandbox otherwise).
 */

export type RazorpayResponse = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };

export type RazorpayOptions = {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill?: { name?: string; email?: string; contact?: string };
  theme?: { color: string };
  handler: (response: RazorpayResponse) => void;
  modal?: { ondismiss?: () => void };
};

type RazorpayCheckout = { open(): void; on(event: 'payment.failed', listener: (failure: unknown) => void): void };
type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayCheckout;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

export const SDK_NOT_LOADED = 'Razorpay SDK not loaded. Please refresh the page and try again.';

const loading = new Map<string, Promise<RazorpayConstructor>>();

/** Razorpay's constructor, loading its script once per URL; rejects when it cannot be loaded. */
export function loadRazorpay(scriptUrl: string): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  let promise = loading.get(scriptUrl);
  if (!promise) {
    promise = new Promise<RazorpayConstructor>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = scriptUrl;
      script.async = true;
      script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error(SDK_NOT_LOADED)));
      script.onerror = () => {
        loading.delete(scriptUrl);
        script.remove();
        reject(new Error(SDK_NOT_LOADED));
      };
      document.head.append(script);
    });
    loading.set(scriptUrl, promise);
  }
  return promise;
}
