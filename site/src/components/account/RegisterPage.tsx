import { RegisterForm } from './RegisterForm.tsx';
import { keepRegisteredEmail } from './registered-email.ts';

/** /register: a new account, then the login page with the email filled in. */
export default function RegisterPage() {
  return (
    <RegisterForm
      onRegistered={(email) => {
        keepRegisteredEmail(email);
        location.assign('/login');
      }}
    />
  );
}
