import { isEmail } from '@koolers/contracts/form-fields';
import type { StaffRole } from '@koolers/contracts/staff';
import type { WordsOf } from '@koolers/contracts/words/index';
import { useEffect, useState } from 'react';
import { api, isServerTrouble } from '../../lib/api.ts';
import { Field } from '../forms/Field.tsx';
import { FormAlert } from '../forms/FormAlert.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { type Rules, useForm } from '../forms/use-form.ts';
import { SecondFactorSetup } from './SecondFactorSetup.tsx';
import '../forms/forms.css';
import { useWords, withWords } from '../../lib/words.tsx';

/** What the link is: an invitation to create an account, or an owner's reset of an existing one's sign-in. */
type Link = { kind: 'invite' | 'reset'; email: string; role: StaffRole; expiresAt: string };
type Values = { name: string; email: string; password: string };

/** What an invitation asks for, and a reset (the account's name and email are known). */
function rulesOf(kind: Link['kind'] | undefined, words: WordsOf<'desk'>): Rules<Values> {
  const password = (value: string) => (value.length >= 12 ? undefined : words.passwordTooShort);
  if (kind === 'reset') return { password };
  return {
    name: (value) => (value.trim() ? undefined : words.enterName),
    email: (value) => (isEmail(value) ? undefined : words.enterValidEmail),
    password,
  };
}

/** The link's key, from its fragment (`#invite=…`): it reaches the API only in request bodies, never in a URL. */
function linkKey(): string {
  return new URLSearchParams(location.hash.slice(1)).get('invite') ?? '';
}

/**
 * /admin-register: only with a one-time link, an owner's invitation (or the first owner's, from
 * `npm run admin:create`) or a sign-in reset. A password, then, in the same visit, the
 * authenticator app: a password alone never sets one up.
 */
function AdminRegister() {
  const words = useWords('desk');
  const [link, setLink] = useState<Link | null>(null);
  const [problem, setProblem] = useState('');
  const [done, setDone] = useState('');
  const form = useForm<Values>({ name: '', email: '', password: '' }, rulesOf(link?.kind, words));
  const { setValues } = form;

  useEffect(() => {
    const invite = linkKey();
    if (!invite) {
      setProblem(words.invitationOnly);
      return;
    }
    api.post<Link>('/admin/invites/lookup', { invite }).then((result) => {
      if (result.ok) {
        setLink(result.data);
        setValues((values) => ({ ...values, email: result.data.email }));
      } else setProblem(isServerTrouble(result) ? words.registerUnreachable : result.message || words.registrationFailed);
    });
  }, [setValues, words]);

  const submit = form.onSubmit(async (values) => {
    const invite = linkKey();
    const result =
      link?.kind === 'reset'
        ? await api.post<{ message: string }>('/admin/reset-sign-in', { invite, email: values.email, password: values.password })
        : await api.post<{ message: string }>('/admin/register', { ...values, invite });
    if (result.ok) {
      // The key has done its work: it leaves the address bar and the history.
      history.replaceState(null, '', location.pathname);
      setDone(result.data.message);
      return;
    }
    form.setAlert(isServerTrouble(result) ? words.registerUnreachable : result.message || words.registrationFailed);
  });

  if (done) return <SecondFactorSetup notice={done} />;
  if (problem) {
    return (
      <>
        <FormAlert message={problem} />
        <p>
          <a href="/admin-login">{words.goToAdminLogin}</a>
        </p>
      </>
    );
  }
  const reset = link?.kind === 'reset';
  return (
    <form className="form" onSubmit={submit} noValidate>
      {link && !reset && <p>{link.role === 'owner' ? words.invitedAsOwner : words.invitedAsStaff}</p>}
      {reset && <p>{words.signInWasReset}</p>}
      <FormAlert message={form.alert} />
      {!reset && <Field label={words.nameLabel} autoComplete="name" required {...form.field('name')} />}
      <Field
        label={words.emailLabel}
        type="email"
        autoComplete="username"
        required
        readOnly
        hint={reset ? words.yourAccountHint : words.invitedAddressHint}
        {...form.field('email')}
      />
      <Field
        label={reset ? words.newPasswordLabel : words.passwordLabel}
        type="password"
        autoComplete="new-password"
        required
        hint={words.atLeast12Characters}
        {...form.field('password')}
      />
      <div className="form__actions">
        <SubmitButton busy={form.busy} busyLabel={reset ? words.saving : words.registering} disabled={!link}>
          {reset ? words.saveNewPassword : words.register}
        </SubmitButton>
      </div>
    </form>
  );
}

export default withWords(AdminRegister);
