import type { DeliveryChoice } from '@koolers/contracts/delivery';
import { isPincode } from '@koolers/contracts/form-fields';
import { type DeliveryValues, deliveryRules, OPTIONAL_DELIVERY_FIELDS } from '@koolers/contracts/form-rules';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { TextRun } from '../../build/delivery-areas.ts';
import { checkDelivery, currentPosition, type Position } from '../../lib/delivery-check.ts';
import { useWords } from '../../lib/words.tsx';
import { Field } from '../forms/Field.tsx';
import { FormAlert } from '../forms/FormAlert.tsx';
import { useForm } from '../forms/use-form.ts';
import { ContactFields } from './ContactFields.tsx';
import { type DeliveryDetails, readDraft, saveDraft } from './checkout-draft.ts';
import { DeliveryCheck } from './DeliveryCheck.tsx';
import { DeliveryTime } from './DeliveryTime.tsx';
import { useAccountDetails } from './use-account-details.ts';
import { FILL_IN_ALL, usePincodeCheck } from './use-pincode-check.ts';

type Values = DeliveryValues;
const BLANK: Values = { name: '', email: '', phone: '', address: '', pincode: '' };

/**
 * Who receives the order and where: prefilled from what the shopper gave before (or their
 * profile). The pincode is checked against the delivery area as soon as it is typed, and the
 * shopper may share their position instead, only when they press the button: an area we deliver
 * to fills in its pincode. A verdict belongs to the pincode field and goes as soon as the pincode
 * changes; only trouble reaching the shop is an alert, with Retry.
 */
export default function DeliveryStep({
  guest,
  notice,
  whereWeDeliver,
  onNext,
  onPrevious,
}: {
  /** A guest has no account to fill the form from, or to keep the address on. */
  guest: boolean;
  /** What the previous step has to say ("Registration successful!"). */
  notice: string;
  /** "We deliver to Vashi, …": the places of the one delivery rule, from the build. */
  whereWeDeliver: TextRun[];
  onNext: () => void;
  onPrevious: () => void;
}) {
  const words = useWords('checkout');
  const checkWords = useWords('deliveryCheck');
  const draft = readDraft();
  const saved = draft.details;
  // A guest's contact step is filled in here, over what they gave before, so nothing is typed twice.
  const form = useForm<Values>({ ...(saved ? pick(saved) : BLANK), ...draft.contact }, deliveryRules);
  // A customer's address is kept for next time unless they say otherwise (an order to a friend's house).
  const [saveAddress, setSaveAddress] = useState(draft.saveAddress ?? true);
  // WhatsApp only with the shopper's own yes: never pre-ticked (kept ticked only when they went back a step).
  const [whatsappOptIn, setWhatsappOptIn] = useState(draft.whatsappOptIn === true);
  const [when, setWhen] = useState<{ delivery: DeliveryChoice; words: string } | undefined>(undefined);
  const [location, setLocation] = useState<Position | undefined>(saved?.location);
  const formElement = useRef<HTMLFormElement>(null);
  const statusId = useId();

  const { setValues, setAlert } = form;
  useAccountDetails(!saved && !guest, setValues);

  const pincode = form.values.pincode.trim();
  const { check, setCheck, retry, answered, asked, tries } = usePincodeCheck(pincode, setAlert);
  // The delivery times are read for the last complete pincode: one closed for a day shows its slots closed.
  const [timesPincode, setTimesPincode] = useState(isPincode(pincode) ? pincode : undefined);
  useEffect(() => {
    if (isPincode(pincode)) setTimesPincode(pincode);
  }, [pincode]);

  // The form's one message about blanks goes once none is left (the email may stay blank: issue 36).
  const blank = Object.entries(form.values).some(
    ([name, value]) => !OPTIONAL_DELIVERY_FIELDS.includes(name as keyof Values) && !value.trim(),
  );
  useEffect(() => {
    if (!blank) setAlert((current) => (current === FILL_IN_ALL ? '' : current));
  }, [blank, setAlert]);

  async function shareLocation() {
    setCheck({ state: 'checking' });
    let position: Position;
    try {
      position = await currentPosition(checkWords);
    } catch (error) {
      setCheck({ state: 'error', message: (error as Error).message, retry: false });
      return;
    }
    const answer = await checkDelivery({ location: position });
    setLocation(answer.state === 'available' ? position : undefined);
    const filled = answer.state === 'available' && answer.pincode && !pincode ? answer.pincode : undefined;
    if (filled) {
      asked.current = `${filled}#${tries}`;
      setValues((current) => ({ ...current, pincode: filled }));
    }
    answered(answer, filled ?? pincode, () => void shareLocation());
  }

  const submitComplete = form.onSubmit(async (values) => {
    // The order is decided by its pincode (a shared position only travels with it, for the rider).
    const code = values.pincode.trim();
    const answer = await checkDelivery({ pincode: code });
    answered(answer, code, () => formElement.current?.requestSubmit());
    if (answer.state === 'unavailable') document.querySelector<HTMLElement>(`[aria-describedby~="${statusId}"]`)?.focus();
    if (answer.state !== 'available') return;
    const details: DeliveryDetails = { ...trimmed(values), ...(location ? { location } : {}) };
    saveDraft({
      details,
      // From now on `details` carries the email and phone (the contact step reads them back from it).
      contact: undefined,
      saveAddress: !guest && saveAddress,
      whatsappOptIn,
      delivery: when?.delivery,
      deliveryWords: when?.words,
    });
    onNext();
  });
  const submit = (event: FormEvent) => {
    if (blank) {
      event.preventDefault();
      form.setAlert(FILL_IN_ALL);
      return;
    }
    return submitComplete(event);
  };

  return (
    <form ref={formElement} className="form checkout-step" onSubmit={submit} noValidate>
      {notice && <FormAlert tone="success" message={notice} />}
      <FormAlert message={form.alert} action={retry && form.alert ? { label: words.retry, onClick: retry } : undefined} />
      <Field label={words.fullName} autoComplete="name" required {...form.field('name')} />
      <ContactFields email={form.field('email')} phone={form.field('phone')} />
      <Field label={words.deliveryAddress} autoComplete="street-address" multiline required {...form.field('address')} />
      <Field
        label={words.pincode}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        hint={
          // The places are Strapi's shared English names: marked so on a Hindi or Marathi page.
          whereWeDeliver.length > 0 &&
          whereWeDeliver.map((run) =>
            run.lang ? (
              <span key={run.text} lang={run.lang}>
                {run.text}
              </span>
            ) : (
              run.text
            ),
          )
        }
        required
        status={{ id: statusId, invalid: check.state === 'unavailable' }}
        {...form.field('pincode')}
      />
      <DeliveryCheck id={statusId} check={check} onShareLocation={shareLocation} />
      <DeliveryTime chosen={draft.delivery} pincode={timesPincode} onChange={setWhen} />
      {!guest && (
        <label className="save-address">
          <input type="checkbox" checked={saveAddress} onChange={(event) => setSaveAddress(event.target.checked)} />
          {words.saveAddress}
        </label>
      )}
      <label className="opt-in">
        <input type="checkbox" checked={whatsappOptIn} onChange={(event) => setWhatsappOptIn(event.target.checked)} />
        {words.whatsappOptIn}
      </label>
      <div className="checkout-actions">
        <button type="button" className="button button--light" onClick={onPrevious}>
          {words.previous}
        </button>
        {/* Not held while the pincode is being checked: Next checks it again, and a press is never lost. */}
        <button type="submit" className="button" disabled={form.busy}>
          {words.next}
        </button>
      </div>
    </form>
  );
}

function pick({ name, email, phone, address, pincode }: DeliveryDetails): Values {
  return { name, email, phone, address, pincode };
}

function trimmed(values: Values): Values {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    address: values.address.trim(),
    pincode: values.pincode.trim(),
  };
}
