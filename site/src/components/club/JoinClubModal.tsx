import type { ClubRazorpayRequest, ClubUpiRequest } from '@koolers/contracts/checkout';
import { memberRules, type UpiPaidValues, upiPaidRules } from '@koolers/contracts/form-rules';
import { type FormEvent, useCallback, useEffect, useReducer, useRef } from 'react';
import { api, isServerTrouble } from '../../lib/api.ts';
import { formatPaise } from '../../lib/format.ts';
import { customerName } from '../../stores/session.ts';
import { PAYMENT_MESSAGES } from '../checkout/pay-online.ts';
import { loadRazorpay, type RazorpaySuccess } from '../checkout/razorpay.ts';
import type { Shop } from '../checkout/shop.ts';
import { Field } from '../forms/Field.tsx';
import { FormAlert } from '../forms/FormAlert.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { useForm } from '../forms/use-form.ts';
import { checkingMessage, keepClubRequest } from './club-request.ts';
import {
  CLOSE_AFTER_MS,
  type ClubPayment,
  joinClub,
  type MemberDetails,
  noDetails,
  SOMETHING_WENT_WRONG,
  SUBSCRIBED,
  startJoining,
} from './join-club.ts';
import './join-club.css';

export const PAID = 'Payment successful! Welcome to Coco Club: your membership is active.';
const TRIGGER = '[data-join-club]';

type Account = { name: string; email: string | null; phone: string; address: string | null; pincode: string | null };

/**
 * Coco Club's "Get Started" dialog. Its code loads on the first press of Get Started
 * (`client:click`), so mounting means the button was pressed: it opens at once, and again on every
 * later press. Step 1 takes the member's details (filled in from the account when logged in);
 * step 2 leads with Razorpay's "Pay now" (UPI apps first on phones), which activates at once; behind
 * "Already paid by UPI?", the shop's UPI id, a UPI app link on phones, the QR code elsewhere, and
 * "I've paid" with the payment's 12-digit reference. Nothing is recorded before one of those two.
 */
export default function JoinClubModal({ title, priceLabel, shop }: { title: string; priceLabel: string; shop: Shop }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [state, dispatch] = useReducer(joinClub, startJoining);
  const form = useForm<MemberDetails>(noDetails, memberRules);
  const paidForm = useForm<UpiPaidValues>({ upiReference: '' }, upiPaidRules);
  const { setValues } = form;

  // Each step starts by saying which step it is; moving between steps puts the focus there.
  const stepStart = useCallback((element: HTMLElement | null) => {
    if (element && dialog.current?.open) element.focus();
  }, []);

  const open = useCallback(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);
  const close = useCallback(() => dialog.current?.close(), []);

  // Opened by the press that loaded this code, and by every later one.
  useEffect(() => {
    open();
    const onPress = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(TRIGGER)) open();
    };
    document.addEventListener('click', onPress);
    return () => document.removeEventListener('click', onPress);
  }, [open]);

  useEffect(() => {
    if (!customerName.get()) return;
    api.get<Account>('/auth/user').then((result) => {
      if (!result.ok) return;
      const { name, email, phone, address, pincode } = result.data;
      setValues((typed) => ({ ...typed, name, email: email ?? '', phone, address: address ?? '', pincode: pincode ?? '' }));
    });
  }, [setValues]);

  // The success message stays 3 seconds, then the dialog closes.
  useEffect(() => {
    if (state.step !== 'done') return;
    const timer = setTimeout(close, CLOSE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [state.step, close]);

  // Razorpay's own window must be usable: this modal steps aside while it is open.
  const paying = state.step === 'payment' && state.busy === 'pay';
  useEffect(() => {
    if (paying) close();
    else if (state.step === 'payment' && dialog.current && !dialog.current.open) open();
  }, [paying, state.step, open, close]);

  const next = form.onSubmit(async (details) => {
    dispatch({ type: 'next' });
    const result = await api.post<ClubPayment>('/memberships/payment-details', details);
    if (result.ok) return dispatch({ type: 'payment-ready', payment: result.data });
    const message = isServerTrouble(result) ? SOMETHING_WENT_WRONG : result.message;
    // A refusal about one field is shown beside it; the step's alert then stays empty.
    dispatch({ type: 'failed', message: form.showServerError(result, message) ? '' : message });
  });

  const paid = paidForm.onSubmit(async ({ upiReference }) => {
    if (state.step !== 'payment' || state.busy !== null) return;
    dispatch({ type: 'paid' });
    const result = await api.post<ClubUpiRequest>('/memberships', { ...form.values, upiReference });
    if (result.ok) {
      const { membershipId, number, upiReference: reference } = result.data;
      const pending = { membershipId, number, upiReference: reference };
      keepClubRequest(pending);
      return dispatch({ type: 'joined', message: result.data.message || SUBSCRIBED, pending });
    }
    const message = isServerTrouble(result) ? SOMETHING_WENT_WRONG : result.message;
    dispatch({ type: 'failed', message: paidForm.showServerError(result, message) ? '' : message });
  });

  async function payNow() {
    dispatch({ type: 'pay' });
    const requested = await api.post<ClubRazorpayRequest>('/memberships/razorpay', form.values);
    if (!requested.ok) {
      dispatch({ type: 'failed', message: isServerTrouble(requested) ? SOMETHING_WENT_WRONG : requested.message });
      return;
    }
    const order = requested.data.razorpay;
    let Razorpay: Awaited<ReturnType<typeof loadRazorpay>>;
    try {
      Razorpay = await loadRazorpay(order.checkoutScriptUrl);
    } catch {
      dispatch({ type: 'failed', message: PAYMENT_MESSAGES.sdkMissing });
      return;
    }
    const { name, email, phone } = form.values;
    const checkout = new Razorpay({
      key: order.keyId,
      amount: order.amount,
      currency: order.currency,
      order_id: order.orderId,
      name: shop.name,
      description: 'Coco Club membership',
      prefill: { name, email, contact: phone },
      theme: { color: shop.themeColor },
      method: { card: true, netbanking: true, wallet: true, upi: true },
      // UPI leads (its apps open on a phone, as Indian shoppers expect); the other methods follow.
      config: {
        display: {
          blocks: { upi: { name: 'Pay by UPI', instruments: [{ method: 'upi' }] } },
          sequence: ['block.upi'],
          preferences: { show_default_blocks: true },
        },
      },
      handler: (response: RazorpaySuccess) => void verify(response),
      modal: { ondismiss: () => dispatch({ type: 'pay-cancelled' }) },
    });
    checkout.open();
  }

  async function verify(response: RazorpaySuccess) {
    const result = await api.post('/memberships/verify-payment', response);
    dispatch(result.ok ? { type: 'joined', message: PAID } : { type: 'failed', message: SOMETHING_WENT_WRONG });
    open();
  }

  const busy = (state.step === 'details' && state.busy) || (state.step === 'payment' && state.busy !== null);
  return (
    <dialog
      ref={dialog}
      className="join-club"
      aria-labelledby="join-club-title"
      onCancel={(event) => {
        if (busy) event.preventDefault();
      }}
      onClose={() => {
        dispatch({ type: 'restart' });
      }}
    >
      <div className="modal__head">
        {state.step === 'payment' && (
          <button type="button" className="icon-button" aria-label="Back" onClick={() => dispatch({ type: 'back' })} disabled={busy}>
            <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M19 12H5M11 18l-6-6 6-6" />
            </svg>
          </button>
        )}
        <h2 id="join-club-title">{title}</h2>
        <button type="button" className="icon-button" aria-label="Close" onClick={close} disabled={busy}>
          <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
      </div>

      {state.step === 'details' && (
        <form className="form" onSubmit={next} noValidate>
          <p className="muted join-club__step" ref={stepStart} tabIndex={-1}>
            Step 1 of 2: your details. {priceLabel}
          </p>
          <FormAlert message={state.error ?? ''} />
          <Field label="Name" autoComplete="name" required {...form.field('name')} />
          <Field label="Email" type="email" autoComplete="email" required {...form.field('email')} />
          <Field label="Phone" inputMode="numeric" autoComplete="tel-national" required {...form.field('phone')} />
          <Field label="Address" autoComplete="street-address" multiline required {...form.field('address')} />
          <Field label="Pincode" inputMode="numeric" autoComplete="postal-code" maxLength={6} required {...form.field('pincode')} />
          <div className="form__actions">
            <SubmitButton busy={state.busy} busyLabel="Please wait...">
              Next
            </SubmitButton>
            <button type="button" className="button button--light" onClick={close}>
              Close
            </button>
          </div>
        </form>
      )}

      {state.step === 'payment' && (
        <PaymentStep state={state} stepStart={stepStart} paidForm={paidForm} onPaid={paid} onPayNow={payNow} onClose={close} />
      )}

      {state.step === 'done' && (
        <div className="join-club__done">
          <p role="status" className="form-alert form-alert--success" ref={stepStart} tabIndex={-1}>
            {state.message}
          </p>
          {state.pending && <p>{checkingMessage(state.pending)}</p>}
          <button type="button" className="button button--light" onClick={close}>
            Close
          </button>
        </div>
      )}
    </dialog>
  );
}

function PaymentStep({
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
  const { payment, busy, error } = state;
  const amount = formatPaise(payment.amountPaise);
  return (
    <form className="join-club__pay" onSubmit={onPaid} noValidate>
      <p className="muted join-club__step" ref={stepStart} tabIndex={-1}>
        Step 2 of 2: payment.
      </p>
      <FormAlert message={error ?? ''} />
      {/* Razorpay leads: UPI apps, card, netbanking or wallet, and the membership starts at once. */}
      <p>
        Pay <strong className="price">{amount}</strong> by UPI, card, netbanking or wallet: your membership starts at once.
      </p>
      <div className="form__actions">
        <button type="button" className="button" onClick={onPayNow} disabled={busy !== null} aria-busy={busy === 'pay' || undefined}>
          Pay now
        </button>
        <button type="button" className="button button--light" onClick={onClose} disabled={busy !== null}>
          Close
        </button>
      </div>
      {/* The slower path, for a member who paid the shop's UPI id directly: checked by hand. */}
      <details className="join-club__manual">
        <summary>Already paid by UPI?</summary>
        <div className="join-club__manual-body">
          <p>
            Pay <strong className="price">{amount}</strong> by UPI to <strong className="join-club__upi-id">{payment.upi.id}</strong>.
          </p>
          <a className="button button--light join-club__upi-app" href={payment.upi.link}>
            Pay with a UPI app
          </a>
          {/* For paying from another phone: hidden on touch screens, where it cannot be scanned. */}
          <img
            className="join-club__qr"
            src={payment.upi.qrCode}
            alt={`QR code to pay ${amount} to ${payment.upi.id} with any UPI app`}
            width="224"
            height="224"
          />
          <Field
            label="UPI reference (UTR)"
            hint="The 12-digit number your UPI app shows for the payment (UPI Ref No.)."
            inputMode="numeric"
            autoComplete="off"
            maxLength={30}
            required
            {...paidForm.field('upiReference')}
          />
          <p className="muted">Paid? Press I've paid: we activate your membership as soon as we find your payment.</p>
          <SubmitButton busy={busy === 'paid'} busyLabel="Sending..." disabled={busy !== null}>
            I've paid
          </SubmitButton>
        </div>
      </details>
    </form>
  );
}
