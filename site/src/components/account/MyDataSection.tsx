import { type ConfirmWithPasswordValues, confirmWithPasswordRules } from '@koolers/contracts/form-rules';
import { useState } from 'react';
import { api, isServerTrouble, troubleMessage } from '../../lib/api.ts';
import { forgetSignIn } from '../../stores/session.ts';
import { Field } from '../forms/Field.tsx';
import { FormAlert } from '../forms/FormAlert.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { useForm } from '../forms/use-form.ts';
import type { SectionProps } from './account-sections.ts';
import { PhoneCodeFlow } from './PhoneCodeFlow.tsx';

const SERVER_ERROR = 'Server error. Please try again.';

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
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string }>({ tone: 'success', text: '' });

  async function download() {
    setBusy(true);
    setMessage({ tone: 'success', text: '' });
    const result = await api.get<{ exportedAt: string }>('/me/data');
    setBusy(false);
    if (!result.ok) {
      if (result.status === 401) return onSessionEnded();
      return setMessage({ tone: 'error', text: isServerTrouble(result) ? troubleMessage(result, SERVER_ERROR) : result.message });
    }
    const file = new Blob([`${JSON.stringify(result.data, null, 2)}\n`], { type: 'application/json' });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(file);
    link.download = `koolers-my-data-${result.data.exportedAt.slice(0, 10)}.json`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
    setMessage({ tone: 'success', text: 'Your data has been downloaded.' });
  }

  return (
    <section aria-labelledby="download-data-title" className="my-data__part">
      <h3 id="download-data-title">Download my data</h3>
      <p>
        One file (JSON) with everything we keep about your account: your details, your orders with their timelines, your Coco Club
        memberships, your wishlist, the messages you sent us while logged in, and when you logged in.
      </p>
      <FormAlert tone={message.tone} message={message.text} />
      <button type="button" className="button" onClick={() => void download()} disabled={busy} aria-busy={busy || undefined}>
        {busy ? 'Preparing your data...' : 'Download my data'}
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
    form.showServerError(result, isServerTrouble(result) ? troubleMessage(result, SERVER_ERROR) : result.message, {
      wrong_password: 'password',
    });
  });

  return (
    <section aria-labelledby="delete-account-title" className="my-data__part my-data__danger">
      <h3 id="delete-account-title">Delete my account</h3>
      <ul>
        <li>Your name, email, phone, addresses, wishlist, Coco Club details and messages are erased for good.</li>
        <li>Your orders stay in our accounts, as the law asks, but without your name or any way to reach you.</li>
        <li>
          {byPhone === null
            ? 'You are logged out everywhere, and we send you one last email to say it is done.'
            : 'You are logged out everywhere.'}
        </li>
        <li>An order still on its way must be delivered or cancelled first.</li>
      </ul>
      {byPhone !== null ? (
        <PhoneCodeFlow<{ message: string }>
          paths={{ code: '/me/delete-account/code', verify: '/me/delete-account' }}
          initialPhone={byPhone}
          numberLabel="Your phone number, to confirm"
          verifyLabel="Delete my account"
          onVerified={(answer) => deleted(answer.message)}
        />
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <FormAlert message={form.alert} />
          <Field label="Your password, to confirm" type="password" autoComplete="current-password" required {...form.field('password')} />
          <div className="form__actions">
            <SubmitButton busy={form.busy} busyLabel="Deleting...">
              Delete my account
            </SubmitButton>
          </div>
        </form>
      )}
    </section>
  );
}
