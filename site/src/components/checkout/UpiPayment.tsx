import { upiPaymentLink } from '@koolers/contracts/upi-link';
import { useState } from 'react';
import { useWords, withWords } from '../../lib/words.tsx';
import { Field } from '../forms/Field.tsx';
import { FormAlert } from '../forms/FormAlert.tsx';
import { useForm } from '../forms/use-form.ts';
import { FilledWords } from './FilledWords.tsx';

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
  const words = useWords('checkout');
  const form = useForm<Values>({ upiId, amount: '' }, {});
  const [qr, setQr] = useState<{ src: string; link: string } | null>(null);

  const submit = form.onSubmit(async (values) => {
    const amountPaise = paiseOf(values.amount);
    if (!isUpiId(values.upiId) || !(amountPaise > 0 && amountPaise < 10_000_000)) {
      form.setAlert(words.invalidUpiPayment);
      return;
    }
    // The note stays English: UPI apps and bank statements show it, and not every bank shows Devanagari.
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
      <Field label={words.upiId} autoComplete="off" spellCheck={false} {...form.field('upiId')} />
      <Field label={words.amountRupees} inputMode="decimal" {...form.field('amount')} />
      <div className="form__actions">
        <button type="submit" className="button">
          {words.upiPayNow}
        </button>
      </div>
      {qr && (
        <figure className="upi-qr">
          <img src={qr.src} width="264" height="264" alt={words.upiQrAlt} />
          <figcaption>
            <FilledWords template={words.upiScan} parts={{ link: <a href={qr.link}>{words.upiOpenInApp}</a> }} />
          </figcaption>
        </figure>
      )}
    </form>
  );
}

export default withWords(UpiPayment);
