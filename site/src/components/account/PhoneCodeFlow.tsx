import { checkCode } from '@koolers/contracts/fields/code';
import { checkPhone, formatPhone, normalisePhone } from '@koolers/contracts/fields/phone';
import { useEffect, useState } from 'react';
import { type ApiFailure, api, isServerTrouble, troubleMessage } from '../../lib/api.ts';
import { fill, useWords } from '../../lib/words.tsx';
import { Field } from '../forms/Field.tsx';
import { FormAlert } from '../forms/FormAlert.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { useForm } from '../forms/use-form.ts';

type Sent = { message: string; resendAfterSeconds: number };

/**
 * A phone number, then the 6-digit code sent to it (WhatsApp, or SMS): what /login's "Sign in with
 * phone" and the account's "Verify this number" share. `paths` are the API's routes for asking for
 * a code and for checking it; `onVerified` gets the API's answer to the right code. The code field
 * lets phones fill it in from the message (`autocomplete="one-time-code"`); a new code can be asked
 * for once the countdown ends.
 */
export function PhoneCodeFlow<T>({
  paths,
  initialPhone = '',
  numberLabel,
  verifyLabel,
  onVerified,
  children,
}: {
  paths: { code: string; verify: string };
  initialPhone?: string;
  numberLabel?: string;
  verifyLabel: string;
  onVerified: (answer: T, phone: string) => void;
  children?: React.ReactNode;
}) {
  const words = useWords('signIn');
  const [phone, setPhone] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [sentNote, setSentNote] = useState('');
  const numberForm = useForm({ phone: initialPhone }, { phone: checkPhone });
  const codeForm = useForm({ code: '' }, { code: checkCode });
  const wait = Math.max(0, Math.ceil((resendAt - now) / 1000));

  useEffect(() => {
    if (phone === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [phone]);

  // On the code step, the code field is where the person types (or the phone fills it in).
  useEffect(() => {
    if (phone !== null) document.querySelector<HTMLInputElement>('input[name="code"]')?.focus();
  }, [phone]);

  function refused(result: ApiFailure, form: { showServerError: (result: ApiFailure, alert: string) => boolean }) {
    const seconds = Number(result.details?.retryAfterSeconds);
    if (result.code === 'code_wait' && seconds > 0) setResendAt(Date.now() + seconds * 1000);
    form.showServerError(result, isServerTrouble(result) ? troubleMessage(result, words.serverErrorLater) : result.message);
  }

  async function ask(number: string): Promise<boolean> {
    const result = await api.post<Sent>(paths.code, { phone: number });
    if (!result.ok) {
      refused(result, phone === null ? numberForm : codeForm);
      return false;
    }
    setNow(Date.now());
    setResendAt(Date.now() + result.data.resendAfterSeconds * 1000);
    setSentNote(fill(words.codeSent, { phone: formatPhone(number) }));
    return true;
  }

  const sendCode = numberForm.onSubmit(async ({ phone: typed }) => {
    const number = normalisePhone(typed) ?? typed;
    if (await ask(number)) setPhone(number);
  });

  const verify = codeForm.onSubmit(async ({ code }) => {
    if (phone === null) return;
    const result = await api.post<T>(paths.verify, { phone, code: code.replace(/\s/g, '') });
    if (result.ok) onVerified(result.data, phone);
    else refused(result, codeForm);
  });

  if (phone === null) {
    return (
      <form className="form" onSubmit={sendCode} noValidate>
        <FormAlert message={numberForm.alert} />
        <Field
          label={numberLabel ?? words.mobileNumber}
          hint={words.phoneHint}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          required
          {...numberForm.field('phone')}
        />
        <div className="form__actions">
          <SubmitButton busy={numberForm.busy} busyLabel={words.sending}>
            {words.sendCode}
          </SubmitButton>
          {children}
        </div>
      </form>
    );
  }

  return (
    <form className="form" onSubmit={verify} noValidate>
      <FormAlert tone="success" message={sentNote} />
      <FormAlert message={codeForm.alert} />
      <Field
        label={words.sixDigitCode}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        required
        {...codeForm.field('code')}
      />
      <div className="form__actions">
        <SubmitButton busy={codeForm.busy} busyLabel={words.checking}>
          {verifyLabel}
        </SubmitButton>
        <button type="button" className="button button--secondary" disabled={wait > 0} onClick={() => void ask(phone)}>
          {wait > 0 ? fill(words.resendCodeIn, { seconds: wait }) : words.resendCode}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setPhone(null);
            setSentNote('');
          }}
        >
          {words.useAnotherNumber}
        </button>
      </div>
    </form>
  );
}
