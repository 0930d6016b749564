import type { ClubRazorpayRequest, ClubUpiRequest } from '@koolers/contracts/checkout';
import { memberRules, type UpiPaidValues, upiPaidRules } from '@koolers/contracts/form-rules';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { api, isServerTrouble } from '../../lib/api.ts';
import { customerName } from '../../stores/session.ts';
import { loadRazorpay, type RazorpaySuccess } from '../checkout/razorpay.ts';
import type { Shop } from '../checkout/shop.ts';
import { useForm } from '../forms/use-form.ts';
import { keepClubRequest } from './club-request.ts';
import { DetailsStep } from './DetailsStep.tsx';
import { JoinClubHead } from './JoinClubHead.tsx';
import { JoinedStep } from './JoinedStep.tsx';
import { CLOSE_AFTER_MS, type ClubPayment, joinClub, type MemberDetails, noDetails, startJoining } from './join-club.ts';
import { membershipCheckout } from './membership-checkout.ts';
import { PaymentStep } from './PaymentStep.tsx';
import './join-club.css';
import { useWords, withWords } from '../../lib/words.tsx';

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
function JoinClubModal({ title, priceLabel, shop }: { title: string; priceLabel: string; shop: Shop }) {
  const words = useWords('club');
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
    const message = isServerTrouble(result) ? words.somethingWentWrong : result.message;
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
      return dispatch({ type: 'joined', message: result.data.message || words.subscribed, pending });
    }
    const message = isServerTrouble(result) ? words.somethingWentWrong : result.message;
    dispatch({ type: 'failed', message: paidForm.showServerError(result, message) ? '' : message });
  });

  async function payNow() {
    dispatch({ type: 'pay' });
    const requested = await api.post<ClubRazorpayRequest>('/memberships/razorpay', form.values);
    if (!requested.ok) {
      dispatch({ type: 'failed', message: isServerTrouble(requested) ? words.somethingWentWrong : requested.message });
      return;
    }
    let Razorpay: Awaited<ReturnType<typeof loadRazorpay>>;
    try {
      Razorpay = await loadRazorpay(requested.data.razorpay.checkoutScriptUrl);
    } catch {
      dispatch({ type: 'failed', message: words.paymentSdkMissing });
      return;
    }
    const checkout = new Razorpay(
      membershipCheckout(
        requested.data.razorpay,
        shop,
        form.values,
        {
          paid: (response) => void verify(response),
          dismissed: () => dispatch({ type: 'pay-cancelled' }),
        },
        words,
      ),
    );
    checkout.open();
  }

  async function verify(response: RazorpaySuccess) {
    const result = await api.post('/memberships/verify-payment', response);
    dispatch(result.ok ? { type: 'joined', message: words.paid } : { type: 'failed', message: words.somethingWentWrong });
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
      <JoinClubHead
        title={title}
        busy={busy}
        onBack={state.step === 'payment' ? () => dispatch({ type: 'back' }) : undefined}
        onClose={close}
      />

      {state.step === 'details' && (
        <DetailsStep
          form={form}
          priceLabel={priceLabel}
          busy={state.busy}
          error={state.error}
          stepStart={stepStart}
          onNext={next}
          onClose={close}
        />
      )}

      {state.step === 'payment' && (
        <PaymentStep state={state} stepStart={stepStart} paidForm={paidForm} onPaid={paid} onPayNow={payNow} onClose={close} />
      )}

      {state.step === 'done' && <JoinedStep message={state.message} pending={state.pending} stepStart={stepStart} onClose={close} />}
    </dialog>
  );
}

export default withWords(JoinClubModal);
