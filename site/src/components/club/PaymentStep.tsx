import type { UpiPaidValues } from '@koolers/contracts/form-rules';
import type { FormEvent } from 'react';
import { formatPaise } from '../../lib/format.ts';
import { fill, useWords } from '../../lib/words.tsx';
import { Field } from '../forms/Field.tsx';
import { FormAlert } from '../forms/FormAlert.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import type { useForm } from '../forms/use-form.ts';
import type { joinClub } from './join-club.ts';

/**
 * Step 2: Razorpay's "Pay now" first, which activates at once; behind "Already paid by UPI?", the
 * shop's UPI id, a UPI app link on phones, the QR code elsewhere, and "I've paid" with the payment's
 * 12-digit reference.
 */
export function PaymentStep({
  state,
  stepStart,
  paidForm,
  onPaid,
  onPayNow,
  onClose,
}: {
  state: Extract<ReturnType<typeof joinClub>, { step: 'payment' }>;
  stepStart: (element: HTMLElement | null) => void;
  paidForm: ReturnType<typeof useForm<UpiPaidValues>>;
  onPaid: (event: FormEvent) => void;
  onPayNow: () => void;
  onClose: () => void;
}) {
  const words = useWords('club');
  const { payment, busy, error } = state;
  const amount = formatPaise(payment.amountPaise);
  return (
    <form className="join-club__pay" onSubmit={onPaid} noValidate>
      <p className="muted join-club__step" ref={stepStart} tabIndex={-1}>
        {words.paymentStep}
      </p>
      <FormAlert message={error ?? ''} />
      {/* Razorpay leads: UPI apps, card, netbanking or wallet, and the membership starts at once. */}
      <p>
        {words.payByAnyMethodBefore} <strong className="price">{amount}</strong> {words.payByAnyMethodAfter}
      </p>
      <div className="form__actions">
        <button type="button" className="button" onClick={onPayNow} disabled={busy !== null} aria-busy={busy === 'pay' || undefined}>
          {words.payNow}
        </button>
        <button type="button" className="button button--light" onClick={onClose} disabled={busy !== null}>
          {words.close}
        </button>
      </div>
      {/* The slower path, for a member who paid the shop's UPI id directly: checked by hand. */}
      <details className="join-club__manual">
        <summary>{words.alreadyPaidByUpi}</summary>
        <div className="join-club__manual-body">
          <p>
            {words.payByUpiBefore} <strong className="price">{amount}</strong> {words.payByUpiMiddle}{' '}
            <strong className="join-club__upi-id">{payment.upi.id}</strong>.
          </p>
          <a className="button button--light join-club__upi-app" href={payment.upi.link}>
            {words.payWithUpiApp}
          </a>
          {/* For paying from another phone: hidden on touch screens, where it cannot be scanned. */}
          <img
            className="join-club__qr"
            src={payment.upi.qrCode}
            alt={fill(words.qrCode, { amount, upiId: payment.upi.id })}
            width="224"
            height="224"
          />
          <Field
            label={words.upiReference}
            hint={words.upiReferenceHint}
            inputMode="numeric"
            autoComplete="off"
            maxLength={30}
            required
            {...paidForm.field('upiReference')}
          />
          <p className="muted">{words.pressIvePaid}</p>
          <SubmitButton busy={busy === 'paid'} busyLabel={words.sending} disabled={busy !== null}>
            {words.ivePaid}
          </SubmitButton>
        </div>
      </details>
    </form>
  );
}
