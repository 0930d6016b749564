import { pageWords } from '@koolers/contracts/words/index';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RazorpayOptions } from './razorpay.ts';

/** Razorpay's dialog as the shopper drives it: the test presses its buttons through these. */
let dialog: { options: RazorpayOptions; failed: () => void } | undefined;
vi.mock('./razorpay.ts', () => ({
  loadRazorpay: async () =>
    class {
      constructor(options: RazorpayOptions) {
        dialog = { options, failed: () => {} };
      }
      on(_event: string, listener: () => void) {
        if (dialog) dialog.failed = listener;
      }
      open() {}
    },
}));
const { payWithRazorpay } = await import('./pay-online.ts');
const words = pageWords('en', 'checkout').checkout;

const checkout = {
  status: 'pending',
  orderId: 'ord_1',
  keyId: 'rzp_test_1',
  amount: 12_000,
  currency: 'INR',
  razorpayOrderId: 'order_1',
  checkoutScriptUrl: '/checkout.js',
  prefill: { name: 'Priya', email: '', contact: '9820012345' },
} as Parameters<typeof payWithRazorpay>[0];
const shop = { name: 'Koolers', themeColor: '#2f6b3a' };
const opened = async () => {
  await vi.waitFor(() => expect(dialog).toBeDefined());
  return dialog as NonNullable<typeof dialog>;
};

beforeEach(() => {
  dialog = undefined;
});

describe('paying in Razorpay’s dialog', () => {
  it('says a failed try while the dialog is open, so the shopper can try again there', async () => {
    const failures: string[] = [];
    const paying = payWithRazorpay(checkout, shop, words, (message) => failures.push(message));
    const { options, failed } = await opened();
    failed();
    expect(failures).toEqual([words.paymentFailed]);
    options.modal.ondismiss();
    expect(await paying).toEqual({ kind: 'dismissed', orderId: 'ord_1' });
  });

  it('keeps quiet about a failure Razorpay reports after the shopper closed the dialog', async () => {
    const failures: string[] = [];
    const paying = payWithRazorpay(checkout, shop, words, (message) => failures.push(message));
    const { options, failed } = await opened();
    options.modal.ondismiss();
    failed();
    expect(await paying).toEqual({ kind: 'dismissed', orderId: 'ord_1' });
    expect(failures).toEqual([]);
  });
});
