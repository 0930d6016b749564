import { isEmail } from '@koolers/contracts/form-fields';
import { useEffect, useState } from 'react';
import { api, isServerTrouble } from '../../lib/api.ts';
import { Field } from '../forms/Field.tsx';
import { FormAlert } from '../forms/FormAlert.tsx';
import { SubmitButton } from '../forms/SubmitButton.tsx';
import { type Rules, useForm } from '../forms/use-form.ts';
import { DESK } from './desk-messages.ts';
import { rememberRegistered } from './registered-notice.ts';
import '../forms/forms.css';

type Invite = { email: string; role: 'owner' | 'staff'; expiresAt: string };
type Values = { name: string; email: string; password: string };

const rules: Rules<Values> = {
  name: (value) => (value.trim() ? undefined : 'Please enter your name.'),
  email: (value) => (isEmail(value) ? undefined : 'Please enter a valid email.'),
  password: (value) => (value.length >= 12 ? undefined : 'Your password must be at least 12 characters.'),
};

/** The invitation's key, from the link's fragment (`#invite=…`), which never reaches a server log. */
function inviteToken(): string {
  return new URLSearchParams(location.hash.slice(1)).get('invite') ?? '';
}

/**
 * /admin-register: only with an owner's invitation link (or the first owner's, from
 * `npm run admin:create`). Name, email (the invited one) and password; then to /admin-login.
 */
export default function AdminRegister() {
  const [invite, setInvite] = useState<Invite | null>(null);
  const [problem, setProblem] = useState('');
  const form = useForm<Values>({ name: '', email: '', password: '' }, rules);
  const { setValues } = form;

  useEffect(() => {
    const token = inviteToken();
    if (!token) {
      setProblem('Registration is by invitation only. Ask an owner of the shop for an invitation link.');
      return;
    }
    api.get<Invite>(`/admin/invites/${encodeURIComponent(token)}`).then((result) => {
      if (result.ok) {
        setInvite(result.data);
        setValues((values) => ({ ...values, email: result.data.email }));
      } else setProblem(isServerTrouble(result) ? DESK.registerUnreachable : result.message || DESK.registrationFailed);
    });
  }, [setValues]);

  const submit = form.onSubmit(async (values) => {
    const result = await api.post<{ message: string }>('/admin/register', { ...values, invite: inviteToken() });
    if (result.ok) {
      rememberRegistered(DESK.registered);
      location.assign('/admin-login');
      return;
    }
    form.setAlert(isServerTrouble(result) ? DESK.registerUnreachable : result.message || DESK.registrationFailed);
  });

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
  return (
    <form className="form" onSubmit={submit} noValidate>
      {invite && (
        <p>
          You are invited as {invite.role === 'owner' ? 'an owner' : 'staff'}. Choose a password of at least 12 characters; next, at your
          first sign-in, you set up an authenticator app.
        </p>
      )}
      <FormAlert message={form.alert} />
      <Field label="Name" autoComplete="name" required {...form.field('name')} />
      <Field label="Email" type="email" autoComplete="username" required readOnly hint="The invited address." {...form.field('email')} />
      <Field
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        hint="At least 12 characters."
        {...form.field('password')}
      />
      <div className="form__actions">
        <SubmitButton busy={form.busy} busyLabel="Registering..." disabled={!invite}>
          Register
        </SubmitButton>
      </div>
    </form>
  );
}
