import { isPincode } from '@koolers/contracts/form-fields';
import { type DeliveryValues, deliveryRules, FORM_MESSAGES } from '@koolers/contracts/form-rules';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api.ts';
import { checkDelivery, currentPosition, DELIVERY_STATUS, type DeliveryAnswer, type Position } from '../../lib/delivery-check.ts';
import { Field } from '../forms/Field.tsx';
import { FormAlert } from '../forms/FormAlert.tsx';
import { useForm } from '../forms/use-form.ts';
import { type DeliveryDetails, readDraft, saveDraft } from './checkout-draft.ts';

type Values = DeliveryValues;
const BLANK: Values = { name: '', email: '', phone: '', address: '', pincode: '' };

export const FILL_IN_ALL = FORM_MESSAGES.fillInOrderDetails;

type Check = { state: 'idle' } | { state: 'checking' } | DeliveryAnswer;

/**
 * Who receives the order and where: prefilled from what the shopper gave before (or their
 * profile). The pincode is checked against the delivery area as soon as it is typed, and the
 * shopper may share their position instead, only when they press the button.
 */
export default function DeliveryStep({ onNext, onPrevious }: { onNext: () => void; onPrevious: () => void }) {
  const saved = readDraft().details;
  const form = useForm<Values>(saved ? pick(saved) : BLANK, deliveryRules);
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const [location, setLocation] = useState<Position | undefined>(saved?.location);
  const asked = useRef('');

  // First visit: fill in what the account already knows.
  const { setValues } = form;
  const firstVisit = !saved;
  useEffect(() => {
    if (!firstVisit) return;
    api.get<Partial<Values> & { address: string | null; pincode: string | null }>('/auth/user').then((result) => {
      if (!result.ok) return;
      const { name, email, phone, address, pincode } = result.data;
      setValues((current) => ({
        name: current.name || name || '',
        email: current.email || email || '',
        phone: current.phone || phone || '',
        address: current.address || address || '',
        pincode: current.pincode || pincode || '',
      }));
    });
  }, [firstVisit, setValues]);

  // A complete pincode is checked at once (a quick series of keystrokes is checked once).
  const pincode = form.values.pincode.trim();
  useEffect(() => {
    if (!isPincode(pincode) || asked.current === pincode) return;
    const timer = setTimeout(async () => {
      asked.current = pincode;
      setCheck({ state: 'checking' });
      setCheck(await checkDelivery({ pincode }));
    }, 250);
    return () => clearTimeout(timer);
  }, [pincode]);

  async function shareLocation() {
    setCheck({ state: 'checking' });
    try {
      const position = await currentPosition();
      const answer = await checkDelivery({ location: position });
      setLocation(answer.state === 'available' ? position : undefined);
      setCheck(answer.state === 'error' ? { state: 'error', message: DELIVERY_STATUS.locationFailed } : answer);
    } catch (error) {
      setCheck({ state: 'error', message: (error as Error).message });
    }
  }

  const submitComplete = form.onSubmit(async (values) => {
    // The order is checked by its pincode (a shared position only adds a distance check).
    const answer = await checkDelivery({ pincode: values.pincode.trim() });
    setCheck(answer);
    if (answer.state !== 'available') {
      form.setAlert(answer.message);
      return;
    }
    const details: DeliveryDetails = { ...trimmed(values), ...(location ? { location } : {}) };
    saveDraft({ details });
    onNext();
  });
  const submit = (event: FormEvent) => {
    if (Object.values(form.values).some((value) => !value.trim())) {
      event.preventDefault();
      form.setAlert(FILL_IN_ALL);
      return;
    }
    return submitComplete(event);
  };

  return (
    <form className="form checkout-step" onSubmit={submit} noValidate>
      <FormAlert message={form.alert} />
      <Field label="Full name" autoComplete="name" required {...form.field('name')} />
      <Field label="Email" type="email" autoComplete="email" required {...form.field('email')} />
      <Field label="Phone" type="tel" inputMode="numeric" autoComplete="tel-national" required {...form.field('phone')} />
      <Field label="Delivery address" autoComplete="street-address" multiline required {...form.field('address')} />
      <Field
        label="Pincode"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        hint="We deliver across Navi Mumbai and Vashi."
        required
        {...form.field('pincode')}
      />
      <div className="delivery-check">
        <p role="status" className={`delivery-check__status delivery-check__status--${check.state}`}>
          <DeliveryLine check={check} />
        </p>
        <button type="button" className="button button--light button--small" onClick={shareLocation} disabled={check.state === 'checking'}>
          Use my location
        </button>
      </div>
      <div className="checkout-actions">
        <button type="button" className="button button--light" onClick={onPrevious}>
          Previous
        </button>
        <button type="submit" className="button" disabled={form.busy || check.state === 'checking'}>
          Next
        </button>
      </div>
    </form>
  );
}

function DeliveryLine({ check }: { check: Check }) {
  switch (check.state) {
    case 'idle':
      return null;
    case 'checking':
      return <>{DELIVERY_STATUS.checking}</>;
    case 'available':
      return <>{DELIVERY_STATUS.available}</>;
    case 'unavailable':
      return (
        <>
          <strong>{DELIVERY_STATUS.unavailable}</strong> {check.message}
        </>
      );
    case 'error':
      return <>{check.message}</>;
  }
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
