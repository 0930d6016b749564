import { checkName } from '@koolers/contracts/fields/name';
import { useState } from 'react';
import { api, isServerTrouble, troubleMessage } from '../../lib/api.ts';
import { useWords } from '../../lib/words.tsx';
import { rememberSignIn } from '../../stores/session.ts';
import { Field } from '../forms/Field.tsx';
import { FormAlert } from '../forms/FormAlert.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { useForm } from '../forms/use-form.ts';
import { markNewAccount } from './greeting.ts';
import { PhoneCodeFlow } from './PhoneCodeFlow.tsx';

type Verified = { name: string; created: boolean };

/**
 * /login's "Sign in with phone" (loaded only when chosen, so /login's first load stays light): the
 * number, the code; a number new to the shop becomes an account, which is asked its name once.
 */
export default function PhoneSignIn({ onSignedIn, onUseEmail }: { onSignedIn: (name: string) => void; onUseEmail: () => void }) {
  const words = useWords('signIn');
  const [needsName, setNeedsName] = useState(false);
  const nameForm = useForm({ name: '' }, { name: checkName });

  const saveName = nameForm.onSubmit(async ({ name }) => {
    const result = await api.post<{ name: string }>('/auth/phone/name', { name });
    if (result.ok) {
      rememberSignIn(result.data.name);
      onSignedIn(result.data.name);
      return;
    }
    nameForm.showServerError(result, isServerTrouble(result) ? troubleMessage(result, words.serverErrorLater) : result.message);
  });

  if (needsName) {
    return (
      <form className="form" onSubmit={saveName} noValidate aria-labelledby="phone-name-title">
        <h2 id="phone-name-title">{words.welcomeToKoolers}</h2>
        <p>{words.numberVerifiedAskName}</p>
        <FormAlert message={nameForm.alert} />
        <Field label={words.fullName} autoComplete="name" required {...nameForm.field('name')} />
        <div className="form__actions">
          <SubmitButton busy={nameForm.busy} busyLabel={words.saving}>
            {words.continue}
          </SubmitButton>
        </div>
      </form>
    );
  }

  return (
    <section aria-labelledby="phone-sign-in-title">
      <h2 id="phone-sign-in-title">{words.signInWithYourPhone}</h2>
      <p>{words.sameCodeMakesAccount}</p>
      <PhoneCodeFlow<Verified>
        paths={{ code: '/auth/phone/code', verify: '/auth/phone/verify' }}
        verifyLabel={words.verifyAndSignIn}
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
          {words.useEmailInstead}
        </button>
      </PhoneCodeFlow>
    </section>
  );
}
