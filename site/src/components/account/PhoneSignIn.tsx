import { checkName } from '@koolers/contracts/fields/name';
import { useState } from 'react';
import { api, isServerTrouble, troubleMessage } from '../../lib/api.ts';
import { rememberSignIn } from '../../stores/session.ts';
import { Field } from '../forms/Field.tsx';
import { FormAlert } from '../forms/FormAlert.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { useForm } from '../forms/use-form.ts';
import { markNewAccount } from './greeting.ts';
import { CODE_SERVER_ERROR, PhoneCodeFlow } from './PhoneCodeFlow.tsx';

type Verified = { name: string; created: boolean };

/**
 * /login's "Sign in with phone" (loaded only when chosen, so /login's first load stays light): the
 * number, the code; a number new to the shop becomes an account, which is asked its name once.
 */
export default function PhoneSignIn({ onSignedIn, onUseEmail }: { onSignedIn: (name: string) => void; onUseEmail: () => void }) {
  const [needsName, setNeedsName] = useState(false);
  const nameForm = useForm({ name: '' }, { name: checkName });

  const saveName = nameForm.onSubmit(async ({ name }) => {
    const result = await api.post<{ name: string }>('/auth/phone/name', { name });
    if (result.ok) {
      rememberSignIn(result.data.name);
      onSignedIn(result.data.name);
      return;
    }
    nameForm.showServerError(result, isServerTrouble(result) ? troubleMessage(result, CODE_SERVER_ERROR) : result.message);
  });

  if (needsName) {
    return (
      <form className="form" onSubmit={saveName} noValidate aria-labelledby="phone-name-title">
        <h2 id="phone-name-title">Welcome to Koolers!</h2>
        <p>Your number is verified. What should we call you?</p>
        <FormAlert message={nameForm.alert} />
        <Field label="Full Name" autoComplete="name" required {...nameForm.field('name')} />
        <div className="form__actions">
          <SubmitButton busy={nameForm.busy} busyLabel="Saving...">
            Continue
          </SubmitButton>
        </div>
      </form>
    );
  }

  return (
    <section aria-labelledby="phone-sign-in-title">
      <h2 id="phone-sign-in-title">Sign in with your phone</h2>
      <p>New to Koolers? The same code makes your account.</p>
      <PhoneCodeFlow<Verified>
        paths={{ code: '/auth/phone/code', verify: '/auth/phone/verify' }}
        verifyLabel="Verify and sign in"
        onVerified={(answer, phone) => {
          if (answer.created) markNewAccount(phone);
          if (!answer.name) {
            setNeedsName(true);
            return;
          }
          rememberSignIn(answer.name);
          onSignedIn(answer.name);
        }}
      >
        <button type="button" className="button button--secondary" onClick={onUseEmail}>
          Use email instead
        </button>
      </PhoneCodeFlow>
    </section>
  );
}
