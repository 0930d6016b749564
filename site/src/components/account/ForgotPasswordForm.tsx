import { type ForgotPasswordValues, forgotPasswordRules } from '@koolers/contracts/form-rules';
import { useState } from 'react';
import { api, isServerTrouble, troubleMessage } from '../../lib/api.ts';
import { useLinkIn, useWords, withWords } from '../../lib/words.tsx';
import { Field } from '../forms/Field.tsx';
import { FormAlert } from '../forms/FormAlert.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { useForm } from '../forms/use-form.ts';

/**
 * /forgot-password: the account's email, then the API's answer, which is the same whether or not
 * the email has an account (so nobody learns who shops here).
 */
function ForgotPasswordForm() {
  const words = useWords('signIn');
  const link = useLinkIn();
  const form = useForm<ForgotPasswordValues>({ email: '' }, forgotPasswordRules);
  const [sent, setSent] = useState('');
  const submit = form.onSubmit(async (values) => {
    setSent('');
    const result = await api.post<{ message: string }>('/auth/forgot-password', values);
    if (result.ok) setSent(result.data.message);
    else form.showServerError(result, isServerTrouble(result) ? troubleMessage(result, words.serverErrorLater) : result.message);
  });
  return (
    <form className="form" onSubmit={submit} noValidate>
      <FormAlert message={form.alert} />
      <FormAlert tone="success" message={sent} />
      <Field label={words.emailAddress} type="email" autoComplete="email" required {...form.field('email')} />
      <div className="form__actions">
        <SubmitButton busy={form.busy} busyLabel={words.sending}>
          {words.sendResetLink}
        </SubmitButton>
        <a href={link('/login')}>{words.backToLogin}</a>
      </div>
    </form>
  );
}

export default withWords(ForgotPasswordForm);
