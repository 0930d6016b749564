import { type DeliveryValues, deliveryRules, FORM_MESSAGES, type FormRules } from '@koolers/contracts/form-rules';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { api, isServerTrouble } from '../../lib/api.ts';
import { useWords } from '../../lib/words.tsx';
import { FormAlert } from '../forms/FormAlert.tsx';
import { useForm } from '../forms/use-form.ts';
import { ContactFields } from './ContactFields.tsx';
import { readDraft, saveDraft } from './checkout-draft.ts';

// Few shoppers log in here: the account's forms load when "Have an account? Log in" is pressed.
const AccountForms = lazy(() => import('./AccountForms.tsx'));

type Values = Pick<DeliveryValues, 'email' | 'phone'>;
// The delivery step's rules and messages for the same two fields (the email may stay blank: issue 36);
// each reads only its own value, so they fit this smaller form.
const RULES = { email: deliveryRules.email, phone: deliveryRules.phone } as FormRules<Values>;

/**
 * The step after the cart for a shopper who is not signed in: how to reach them, and Continue,
 * which orders as a guest (a checkout session of their own, POST /auth/guest). What they type here
 * is filled into the delivery step. Logging in or registering is one press away, and says so in
 * the spec's words.
 */
export default function ContactStep({
  guest,
  onGuest,
  onSignedIn,
  onPrevious,
}: {
  /** Already ordering as a guest (came back a step): Continue needs no new session. */
  guest: boolean;
  onGuest: () => void;
  /** `notice`: what to tell the shopper on the next step ("Registration successful!" for a new account). */
  onSignedIn: (notice: string) => void;
  onPrevious: () => void;
}) {
  const words = useWords('checkout');
  const [account, setAccount] = useState(false);
  const { contact, details } = readDraft();
  const form = useForm<Values>({ email: contact?.email ?? details?.email ?? '', phone: contact?.phone ?? details?.phone ?? '' }, RULES);

  const submitComplete = form.onSubmit(async (values) => {
    if (!guest) {
      const result = await api.post('/auth/guest');
      if (!result.ok) return form.setAlert(isServerTrouble(result) ? words.guestUnreachable : result.message);
    }
    saveDraft({ contact: { email: values.email.trim(), phone: values.phone.trim() } });
    onGuest();
  });
  const submit = (event: FormEvent) => {
    if (form.values.phone.trim()) return submitComplete(event);
    event.preventDefault();
    form.setAlert(FORM_MESSAGES.fillInOrderDetails);
  };

  if (account) {
    return (
      <div className="checkout-step">
        <Suspense fallback={<p className="muted">{words.loading}</p>}>
          <AccountForms onSignedIn={onSignedIn} />
        </Suspense>
        <div className="checkout-actions">
          <button type="button" className="button button--light" onClick={() => setAccount(false)}>
            {words.orderAsGuest}
          </button>
        </div>
      </div>
    );
  }
  return (
    <form className="form checkout-step" onSubmit={submit} noValidate>
      <p className="checkout-account">
        {words.haveAccount}{' '}
        <button type="button" className="link-button" onClick={() => setAccount(true)}>
          {words.logIn}
        </button>
      </p>
      <FormAlert message={form.alert} />
      <ContactFields email={form.field('email')} phone={form.field('phone')} />
      <div className="checkout-actions">
        <button type="button" className="button button--light" onClick={onPrevious}>
          {words.previous}
        </button>
        <button type="submit" className="button" disabled={form.busy} aria-busy={form.busy || undefined}>
          {form.busy ? words.pleaseWait : words.continue}
        </button>
      </div>
    </form>
  );
}
