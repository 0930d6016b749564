import { isEmail } from '@koolers/contracts/form-fields';
import type { StaffRole } from '@koolers/contracts/staff';
import { useEffect, useState } from 'react';
import { api, isServerTrouble } from '../../lib/api.ts';
import { Field } from '../forms/Field.tsx';
import { FormAlert } from '../forms/FormAlert.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { type Rules, useForm } from '../forms/use-form.ts';
import { DESK } from './desk-messages.ts';
import { SecondFactorSetup } from './SecondFactorSetup.tsx';
import '../forms/forms.css';
import { withWords } from '../../lib/words.tsx';

/** What the link is: an invitation to create an account, or an owner's reset of an existing one's sign-in. */
type Link = { kind: 'invite' | 'reset'; email: string; role: StaffRole; expiresAt: string };
type Values = { name: string; email: string; password: string };

const passwordRule = (value: string) => (value.length >= 12 ? undefined : 'Your password must be at least 12 characters.');
const inviteRules: Rules<Values> = {
  name: (value) => (value.trim() ? undefined : 'Please enter your name.'),
  email: (value) => (isEmail(value) ? undefined : 'Please enter a valid email.'),
  password: passwordRule,
};
const resetRules: Rules<Values> = { password: passwordRule };

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
  const [link, setLink] = useState<Link | null>(null);
  const [problem, setProblem] = useState('');
  const [done, setDone] = useState('');
  const form = useForm<Values>({ name: '', email: '', password: '' }, link?.kind === 'reset' ? resetRules : inviteRules);
  const { setValues } = form;

  useEffect(() => {
    const invite = linkKey();
    if (!invite) {
      setProblem('Registration is by invitation only. Ask an owner of the shop for an invitation link.');
      return;
    }
    api.post<Link>('/admin/invites/lookup', { invite }).then((result) => {
      if (result.ok) {
        setLink(result.data);
        setValues((values) => ({ ...values, email: result.data.email }));
      } else setProblem(isServerTrouble(result) ? DESK.registerUnreachable : result.message || DESK.registrationFailed);
    });
  }, [setValues]);

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
    form.setAlert(isServerTrouble(result) ? DESK.registerUnreachable : result.message || DESK.registrationFailed);
  });

  if (done) return <SecondFactorSetup notice={done} />;
  if (problem) {
    return (
      <>
        <FormAlert message={problem} />
        <p>
          <a href="/admin-login">Go to the admin login</a>
        </p>
      </>
    );
  }
  const reset = link?.kind === 'reset';
  return (
    <form className="form" onSubmit={submit} noValidate>
      {link && !reset && (
        <p>
          You are invited as {link.role === 'owner' ? 'an owner' : 'staff'}. Choose a password of at least 12 characters; next, you set up
          an authenticator app.
        </p>
      )}
      {reset && (
        <p>An owner reset your sign-in. Choose a new password of at least 12 characters; next, you set up your authenticator app again.</p>
      )}
      <FormAlert message={form.alert} />
      {!reset && <Field label="Name" autoComplete="name" required {...form.field('name')} />}
      <Field
        label="Email"
        type="email"
        autoComplete="username"
        required
        readOnly
        hint={reset ? 'Your account.' : 'The invited address.'}
        {...form.field('email')}
      />
      <Field
        label={reset ? 'New password' : 'Password'}
        type="password"
        autoComplete="new-password"
        required
        hint="At least 12 characters."
        {...form.field('password')}
      />
      <div className="form__actions">
        <SubmitButton busy={form.busy} busyLabel={reset ? 'Saving...' : 'Registering...'} disabled={!link}>
          {reset ? 'Save the new password' : 'Register'}
        </SubmitButton>
      </div>
    </form>
  );
}

export default withWords(AdminRegister);
