import type { ClubRazorpayRequest } from '@koolers/contracts/checkout';
import type { WordsOf } from '@koolers/contracts/words/index';
import type { RazorpayOptions, RazorpaySuccess } from '../checkout/razorpay.ts';
import type { Shop } from '../checkout/shop.ts';
import type { MemberDetails } from './join-club.ts';

/**
 * Razorpay Checkout's options for a Coco Club membership: the order the API opened, the member's
 * details filled in, and UPI leading (its apps open on a phone, as Indian shoppers expect).
 */
export function membershipCheckout(
  order: ClubRazorpayRequest['razorpay'],
  shop: Shop,
  { name, email, phone }: MemberDetails,
  on: { paid: (response: RazorpaySuccess) => void; dismissed: () => void },
  words: WordsOf<'club'>,
): RazorpayOptions {
  return {
    key: order.keyId,
    amount: order.amount,
    currency: order.currency,
    order_id: order.orderId,
    name: shop.name,
    description: words.razorpayDescription,
    prefill: { name, email, contact: phone },
    theme: { color: shop.themeColor },
    method: { card: true, netbanking: true, wallet: true, upi: true },
    // UPI leads (its apps open on a phone, as Indian shoppers expect); the other methods follow.
    config: {
      display: {
        blocks: { upi: { name: words.razorpayPayByUpi, instruments: [{ method: 'upi' }] } },
        sequence: ['block.upi'],
        preferences: { show_default_blocks: true },
      },
    },
    handler: on.paid,
    modal: { ondismiss: on.dismissed },
  };
}
