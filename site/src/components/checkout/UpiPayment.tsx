import { useState } from 'react';
import { upiPayLink } from '../content/upi-link.ts';
import { Field } from '../forms/Field.tsx';
import { FormAlert } from '../forms/FormAlert.tsx';
import { useForm } from '../forms/use-form.ts';

export const INVALID_UPI_PAYMENT = 'Please enter a valid UPI ID and amount.';

type Values = { upiId: string; amount: string };

/** name@bank, as UPI ids are. */
const isUpiId = (value: string) => /^[\w.-]{2,256}@[a-zA-Z][\w.-]{1,63}$/.test(value.trim());
/** Rupees with at most two decimals, more than zero and below a lakh. */
const rupeesOf = (value: string) => (/^\d{1,6}(\.\d{1,2})?$/.test(value.trim()) ? Number(value) : Number.NaN);

/**
 * "Make a Payment": pay the shop an amount by UPI. Pay Now opens the upi://pay link in the phone's
 * UPI app; on a wide screen, where no UPI app lives, the same link shows as a QR code to scan.
 */
export default function UpiPayment({ upiId, payeeName }: { upiId: string; payeeName: string }) {
  const form = useForm<Values>({ upiId, amount: '' }, {});
  const [qr, setQr] = useState<{ src: string; link: string } | null>(null);

  const submit = form.onSubmit(async (values) => {
    const amount = rupeesOf(values.amount);
    if (!isUpiId(values.upiId) || !(amount > 0 && amount < 100_000)) {
      form.setAlert(INVALID_UPI_PAYMENT);
      return;
    }
    const link = upiPayLink({ upiId: values.upiId.trim(), payeeName, amountRupees: amount, note: 'Koolers payment' });
    if (matchMedia('(min-width: 48rem)').matches) {
      const { generate } = await import('lean-qr');
      setQr({ src: generate(link).toDataURL({ scale: 8 }), link });
    } else {
      location.assign(link);
    }
  });

  return (
    <form className="form" onSubmit={submit} noValidate>
      <FormAlert message={form.alert} />
      <Field label="UPI ID" autoComplete="off" spellCheck={false} {...form.field('upiId')} />
      <Field label="Amount (₹)" inputMode="decimal" {...form.field('amount')} />
      <div className="form__actions">
        <button type="submit" className="button">
          Pay Now
        </button>
      </div>
      {qr && (
        <figure className="upi-qr">
          <img src={qr.src} width="264" height="264" alt="QR code of the UPI payment: scan it with any UPI app" />
          <figcaption>
            Scan with any UPI app, or on a phone <a href={qr.link}>open the payment in your UPI app</a>.
          </figcaption>
        </figure>
      )}
    </form>
  );
}
