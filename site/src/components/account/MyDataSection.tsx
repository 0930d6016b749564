import { type ConfirmWithPasswordValues, confirmWithPasswordRules } from '@koolers/contracts/form-rules';
import { useState } from 'react';
import { api, isServerTrouble, troubleMessage } from '../../lib/api.ts';
import { useWords } from '../../lib/words.tsx';
import { forgetSignIn } from '../../stores/session.ts';
import { Field } from '../forms/Field.tsx';
import { FormAlert } from '../forms/FormAlert.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { useForm } from '../forms/use-form.ts';
import type { SectionProps } from './account-sections.ts';
import { PhoneCodeFlow } from './PhoneCodeFlow.tsx';

/**
 * The customer's rights over their data (India's DPDP Act, 2023): a copy of everything the shop
 * keeps, as one JSON file, and deleting the account, confirmed with the password (or, for an
 * account made with a phone number, a code sent to it).
 */
export function MyDataSection({ account, onSessionEnded, onDeleted }: SectionProps & { onDeleted: (message: string) => void }) {
  return (
    <div className="my-data">
      <DownloadMyData onSessionEnded={onSessionEnded} />
      <DeleteMyAccount onSessionEnded={onSessionEnded} onDeleted={onDeleted} byPhone={account.email === null ? account.phone : null} />
    </div>
  );
}

function DownloadMyData({ onSessionEnded }: Pick<SectionProps, 'onSessionEnded'>) {
  const words = useWords('account');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string }>({ tone: 'success', text: '' });

  async function download() {
    setBusy(true);
    setMessage({ tone: 'success', text: '' });
    const result = await api.get<{ exportedAt: string }>('/me/data');
    setBusy(false);
    if (!result.ok) {
      if (result.status === 401) return onSessionEnded();
      return setMessage({ tone: 'error', text: isServerTrouble(result) ? troubleMessage(result, words.serverError) : result.message });
    }
    const file = new Blob([`${JSON.stringify(result.data, null, 2)}\n`], { type: 'application/json' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(file);
    link.download = `koolers-my-data-${result.data.exportedAt.slice(0, 10)}.json`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
    setMessage({ tone: 'success', text: words.dataDownloaded });
  }

  return (
    <section aria-labelledby="download-data-title" className="my-data__part">
      <h3 id="download-data-title">{words.downloadMyData}</h3>
      <p>{words.downloadMyDataText}</p>
      <FormAlert tone={message.tone} message={message.text} />
      <button type="button" className="button" onClick={() => void download()} disabled={busy} aria-busy={busy || undefined}>
        {busy ? words.preparingData : words.downloadMyData}
      </button>
    </section>
  );
}

function DeleteMyAccount({
  onSessionEnded,
  onDeleted,
  byPhone,
}: Pick<SectionProps, 'onSessionEnded'> & {
  onDeleted: (message: string) => void;
  /** An account made with a phone number has no password: a code sent to this number confirms. */
  byPhone: string | null;
}) {
  const words = useWords('account');
  const form = useForm<ConfirmWithPasswordValues>({ password: '' }, confirmWithPasswordRules);
  const deleted = (message: string) => {
    forgetSignIn();
    localStorage.removeItem('wishlist');
    onDeleted(message);
  };
  const submit = form.onSubmit(async (values) => {
    const result = await api.post<{ message: string }>('/me/delete-account', values);
    if (result.ok) {
      deleted(result.data.message);
      return;
    }
    if (result.status === 401) return onSessionEnded();
    form.showServerError(result, isServerTrouble(result) ? troubleMessage(result, words.serverError) : result.message, {
      wrong_password: 'password',
    });
  });

  return (
    <section aria-labelledby="delete-account-title" className="my-data__part my-data__danger">
      <h3 id="delete-account-title">{words.deleteMyAccount}</h3>
      <ul>
        <li>{words.deleteErased}</li>
        <li>{words.deleteOrdersStay}</li>
        <li>{byPhone === null ? words.deleteLoggedOutEmail : words.deleteLoggedOut}</li>
        <li>{words.deleteOrderOnItsWay}</li>
      </ul>
      {byPhone !== null ? (
        <PhoneCodeFlow<{ message: string }>
          paths={{ code: '/me/delete-account/code', verify: '/me/delete-account' }}
          initialPhone={byPhone}
          numberLabel={words.phoneToConfirm}
          verifyLabel={words.deleteMyAccount}
          onVerified={(answer) => deleted(answer.message)}
        />
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <FormAlert message={form.alert} />
          <Field label={words.passwordToConfirm} type="password" autoComplete="current-password" required {...form.field('password')} />
          <div className="form__actions">
            <SubmitButton busy={form.busy} busyLabel={words.deleting}>
              {words.deleteMyAccount}
            </SubmitButton>
          </div>
        </form>
      )}
    </section>
  );
}
