import { formatPhone } from '@koolers/contracts/fields/phone';
import { normalisePhone } from '@koolers/contracts/form-fields';
import { type ProfileValues, profileRules } from '@koolers/contracts/form-rules';
import { useState } from 'react';
import { api, isServerTrouble, troubleMessage } from '../../lib/api.ts';
import { fill, useLinkIn, useWords } from '../../lib/words.tsx';
import { Field } from '../forms/Field.tsx';
import { FormAlert } from '../forms/FormAlert.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { useForm } from '../forms/use-form.ts';
import type { Account } from './account-api.ts';
import type { SectionProps } from './account-sections.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { PhoneCodeFlow } from './PhoneCodeFlow.tsx';
import { WhatsAppChoice } from './WhatsAppChoice.tsx';

type Values = ProfileValues;

/** Phone, address and pincode (the checkout fills them in from here), order messages on WhatsApp, then the password. */
export function EditInfoSection({ account, onSessionEnded, onSaved }: SectionProps & { onSaved: (saved: Partial<Account>) => void }) {
  const words = useWords('account');
  const link = useLinkIn();
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
      form.setAlert(words.notLoggedIn);
    } else if (isServerTrouble(result)) {
      form.setAlert(troubleMessage(result, words.serverError));
    } else {
      form.showServerError(result, fill(words.updateFailed, { message: result.message }));
    }
  });

  return (
    <div className="account-edit">
      <form className="form" onSubmit={save} noValidate aria-labelledby="edit-details-title">
        <h3 id="edit-details-title">{words.yourDetails}</h3>
        <p className="muted">{[account.name, account.email].filter(Boolean).join(', ')}</p>
        <FormAlert message={form.alert} />
        <FormAlert tone="success" message={saved ? words.profileUpdated : ''} />
        {form.alert === words.notLoggedIn && (
          <p>
            <a href={link('/login?next=%2Fprofile%23edit-info')}>{words.logInAgain}</a>
          </p>
        )}
        <Field label={words.phone} inputMode="numeric" autoComplete="tel-national" required {...form.field('phone')} />
        <Field label={words.address} autoComplete="street-address" multiline required {...form.field('address')} />
        <Field label={words.pincode} inputMode="numeric" autoComplete="postal-code" maxLength={6} required {...form.field('pincode')} />
        <div className="form__actions">
          <SubmitButton busy={form.busy} busyLabel={words.saving}>
            {words.save}
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
  const words = useWords('account');
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  return (
    <section className="form" aria-labelledby="phone-sign-in-title">
      <h3 id="phone-sign-in-title">{words.signInWithYourPhone}</h3>
      <FormAlert tone="success" message={done ? words.numberVerified : ''} />
      {account.phoneVerified ? (
        <p>{fill(words.phoneVerifiedNote, { phone: formatPhone(account.phone) })}</p>
      ) : open ? (
        <PhoneCodeFlow<{ phone: string }>
          paths={{ code: '/me/phone/code', verify: '/me/phone/verify' }}
          initialPhone={account.phone}
          numberLabel={words.numberToVerify}
          verifyLabel={words.verifyNumber}
          onVerified={(answer) => {
            setOpen(false);
            setDone(true);
            onVerified(answer.phone);
          }}
        />
      ) : (
        <>
          <p>{words.verifyToSignIn}</p>
          <div className="form__actions">
            <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
              {words.verifyThisNumber}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
