import { formatPhone } from '@koolers/contracts/fields/phone';
import { normalisePhone } from '@koolers/contracts/form-fields';
import { type ProfileValues, profileRules } from '@koolers/contracts/form-rules';
import { useState } from 'react';
import { api, isServerTrouble, troubleMessage } from '../../lib/api.ts';
import { Field } from '../forms/Field.tsx';
import { FormAlert } from '../forms/FormAlert.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { useForm } from '../forms/use-form.ts';
import type { Account } from './account-api.ts';
import type { SectionProps } from './account-sections.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { PhoneCodeFlow } from './PhoneCodeFlow.tsx';
import { WhatsAppChoice } from './WhatsAppChoice.tsx';

export const PROFILE_UPDATED = 'Profile updated successfully!';
export const NOT_LOGGED_IN = 'User is not logged in!';
export const SERVER_ERROR = 'Server error. Please try again.';
export const NUMBER_VERIFIED = 'Your number is verified. You can now sign in with it.';

type Values = ProfileValues;

/** Phone, address and pincode (the checkout fills them in from here), order messages on WhatsApp, then the password. */
export function EditInfoSection({ account, onSessionEnded, onSaved }: SectionProps & { onSaved: (saved: Partial<Account>) => void }) {
  const form = useForm<Values>({ phone: account.phone, address: account.address ?? '', pincode: account.pincode ?? '' }, profileRules);
  const [saved, setSaved] = useState(false);

  const save = form.onSubmit(async (values) => {
    setSaved(false);
    const result = await api.post<{ message: string }>('/auth/save-profile', values);
    if (result.ok) {
      // As the API keeps them: the phone as its 10 digits, however it was typed (+91, spaces, dashes).
      const phone = normalisePhone(values.phone) ?? values.phone;
      // A new number is only a contact number until a code proves it (the API forgets the old proof).
      onSaved({
        phone,
        phoneVerified: account.phoneVerified && phone === account.phone,
        address: values.address.trim(),
        pincode: values.pincode.trim(),
      });
      setSaved(true);
    } else if (result.status === 401) {
      form.setAlert(NOT_LOGGED_IN);
    } else if (isServerTrouble(result)) {
      form.setAlert(troubleMessage(result, SERVER_ERROR));
    } else {
      form.showServerError(result, `Failed to update profile: ${result.message}`);
    }
  });

  return (
    <div className="account-edit">
      <form className="form" onSubmit={save} noValidate aria-labelledby="edit-details-title">
        <h3 id="edit-details-title">Your details</h3>
        <p className="muted">{[account.name, account.email].filter(Boolean).join(', ')}</p>
        <FormAlert message={form.alert} />
        <FormAlert tone="success" message={saved ? PROFILE_UPDATED : ''} />
        {form.alert === NOT_LOGGED_IN && (
          <p>
            <a href="/login?next=%2Fprofile%23edit-info">Log in again</a>
          </p>
        )}
        <Field label="Phone" inputMode="numeric" autoComplete="tel-national" required {...form.field('phone')} />
        <Field label="Address" autoComplete="street-address" multiline required {...form.field('address')} />
        <Field label="Pincode" inputMode="numeric" autoComplete="postal-code" maxLength={6} required {...form.field('pincode')} />
        <div className="form__actions">
          <SubmitButton busy={form.busy} busyLabel="Saving...">
            Save
          </SubmitButton>
        </div>
      </form>
      <PhoneSignInChoice account={account} onVerified={(phone) => onSaved({ phone, phoneVerified: true })} />
      {/* The choice belongs to the phone number: a new number reads its own. */}
      <WhatsAppChoice key={account.phone} onSessionEnded={onSessionEnded} />
      {/* An account made with a phone number has no password to change. */}
      {account.email !== null && <ChangePasswordForm />}
    </div>
  );
}

/**
 * Signing in with the phone: a verified number says so; otherwise the account can prove its number
 * (or another) with a code, and then sign in with it too.
 */
function PhoneSignInChoice({ account, onVerified }: { account: Account; onVerified: (phone: string) => void }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  return (
    <section className="form" aria-labelledby="phone-sign-in-title">
      <h3 id="phone-sign-in-title">Sign in with your phone</h3>
      <FormAlert tone="success" message={done ? NUMBER_VERIFIED : ''} />
      {account.phoneVerified ? (
        <p>{formatPhone(account.phone)} is verified: you can sign in with it and a code.</p>
      ) : open ? (
        <PhoneCodeFlow<{ phone: string }>
          paths={{ code: '/me/phone/code', verify: '/me/phone/verify' }}
          initialPhone={account.phone}
          numberLabel="Number to verify"
          verifyLabel="Verify number"
          onVerified={(answer) => {
            setOpen(false);
            setDone(true);
            onVerified(answer.phone);
          }}
        />
      ) : (
        <>
          <p>Verify your number to sign in with a code instead of your password.</p>
          <div className="form__actions">
            <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
              Verify this number
            </button>
          </div>
        </>
      )}
    </section>
  );
}
