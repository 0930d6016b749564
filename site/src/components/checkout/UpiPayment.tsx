import { upiPaymentLink } from '@koolers/contracts/upi-link';
import { useState } from 'react';
import { withWords } from '../../lib/words.tsx';
import { Field } from '../forms/Field.tsx';
import { FormAlert } from '../forms/FormAlert.tsx';
import { useForm } from '../forms/use-form.ts';

export const INVALID_UPI_PAYMENT = 'Please enter a valid UPI ID and amount.';

type Values = { upiId: string; amount: string };

/** name@bank, as UPI ids are. */
const isUpiId = (value: string) => /^[\w.-]{2,256}@[a-zA-Z][\w.-]{1,63}$/.test(value.trim());
/** Rupees with at most two decimals, more than zero and below a lakh, in paise. */
function paiseOf(value: string): number {
  const rupees = /^(\d{1,6})(?:\.(\d{1,2}))?$/.exec(value.trim());
  return rupees ? Number(rupees[1]) * 100 + Number((rupees[2] ?? '').padEnd(2, '0')) : Number.NaN;
}

/**
 * "Make a Payment": pay the shop an amount by UPI. Pay Now opens the upi://pay link in the phone's
 * UPI app; on a wide screen, where no UPI app lives, the same link shows as a QR code to scan.
 */
function UpiPayment({ upiId, payeeName }: { upiId: string; payeeName: string }) {
  const form = useForm<Values>({ upiId, amount: '' }, {});
  const [qr, setQr] = useState<{ src: string; link: string } | null>(null);

  const submit = form.onSubmit(async (values) => {
    const amountPaise = paiseOf(values.amount);
    if (!isUpiId(values.upiId) || !(amountPaise > 0 && amountPaise < 10_000_000)) {
      form.setAlert(INVALID_UPI_PAYMENT);
      return;
    }
    const link = upiPaymentLink({ upiId: values.upiId.trim(), payeeName, amountPaise, note: 'Koolers payment' });
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

export default withWords(UpiPayment);
