/**
 * What a status means to its customer, for the colour of its badge: still waiting (amber), gone well
 * (green), gone wrong or stopped (red), or settled with nothing to do (grey). The words stay beside the
 * colour ("Payment: Paid"), so colour is never the only signal.
 */
import type { DeliveryStatus, PaymentStatus } from '@koolers/contracts/order-status';

export type Tone = 'waiting' | 'good' | 'bad' | 'neutral';

const PAYMENT_TONES: Readonly<Record<PaymentStatus, Tone>> = {
  pending: 'waiting',
  cash_due: 'waiting',
  paid: 'good',
  cash_collected: 'good',
  partially_refunded: 'neutral',
  refunded: 'neutral',
  voided: 'neutral',
  mismatch: 'bad',
};

const DELIVERY_TONES: Readonly<Record<DeliveryStatus, Tone>> = {
  unconfirmed: 'waiting',
  confirmed: 'good',
  out_for_delivery: 'good',
  delivered: 'good',
  cancelled: 'bad',
};

/** A status this code does not know yet (a newer API) reads as neutral rather than as good news. */
export function paymentTone(status: string): Tone {
  return PAYMENT_TONES[status as PaymentStatus] ?? 'neutral';
}

export function deliveryTone(status: string): Tone {
  return DELIVERY_TONES[status as DeliveryStatus] ?? 'neutral';
}
