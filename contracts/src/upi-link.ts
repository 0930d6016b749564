import { paiseAsDecimal } from './money.ts';

/**
 * A UPI deep link any UPI app opens (NPCI's `upi://pay` format), built from the amount in paise:
 * the link writes rupees with two decimals. Spaces are written %20, because some UPI apps show a '+'
 * literally.
 */
export function upiPaymentLink(payment: { upiId: string; payeeName: string; amountPaise: number; note: string }): string {
  const params = new URLSearchParams({
    pa: payment.upiId,
    pn: payment.payeeName,
    am: paiseAsDecimal(payment.amountPaise),
    cu: 'INR',
    tn: payment.note,
  });
  return `upi://pay?${params.toString().replaceAll('+', '%20')}`;
}
