/**
 * Razorpay Checkout in the browser: its script is loaded only when the shopper presses Pay, from
 * the URL the commerce API gives (Razorpay's own with real keys, the offline sandbox otherwise).
 */
import type { RazorpaySuccess } from '@koolers/contracts/checkout';

export type { RazorpaySuccess };

export type RazorpayOptions = {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  prefill: { name: string; email: string; contact: string };
  theme: { color: string };
  method: { card: boolean; netbanking: boolean; wallet: boolean; upi: boolean };
  handler: (response: RazorpaySuccess) => void;
  modal: { ondismiss: () => void };
  /** Checkout's display configuration (blocks of instruments and their order), e.g. UPI first. */
  config?: {
    display: {
      blocks: Record<string, { name: string; instruments: { method: string }[] }>;
      sequence: string[];
      preferences: { show_default_blocks: boolean };
    };
  };
};

type RazorpayInstance = { open(): void; on(event: 'payment.failed', listener: (response: unknown) => void): void };
export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

const loading = new Map<string, Promise<RazorpayConstructor>>();

/** Razorpay's constructor, loading its script once; rejects when the script can't be had. */
export function loadRazorpay(scriptUrl: string): Promise<RazorpayConstructor> {
  let promise = loading.get(scriptUrl);
  if (!promise) {
    promise = new Promise<RazorpayConstructor>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = scriptUrl;
      script.async = true;
      script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error('Razorpay is not defined')));
      script.onerror = () => {
        script.remove();
        reject(new Error(`could not load ${scriptUrl}`));
      };
      document.head.append(script);
    });
    // A failed load may be retried later (the network came back).
    promise.catch(() => loading.delete(scriptUrl));
    loading.set(scriptUrl, promise);
  }
  return promise;
}
