import { Link } from 'react-router-dom';
import { forms } from '../../../../generated/forms.ts';
import type { BodyOf } from '../../../../generated/operations.ts';
import { afterSignIn } from '../../app/after-login.ts';
import { api } from '../../app/api-client.ts';
import { loginPath } from '../../app/paths.ts';
import { useSiteInfo } from '../../app/site-context.ts';
import { useCaptcha } from '../../components/captcha/useCaptcha.tsx';
import { Message } from '../../components/Message.tsx';
import SchemaForm from '../../forms/SchemaForm.tsx';
import type { FormData } from '../../forms/server-errors.ts';
import { AccountPage } from './AccountPage.tsx';

/** Sign up by email; the new account is signed in and sees the inactive notice until it is activated. */
export default function Register() {
  const { login } = useSiteInfo();
  // A sign-up sends mail, so while a captcha plugin is on it always asks for one (action `email`).
  const captcha = useCaptcha('email');
  const signUp = async (data: FormData) => {
    await captcha.submit(async (answer) => {
      afterSignIn(await api.registerByEmail({ body: { ...data, ...answer } as BodyOf<'registerByEmail'> }));
    });
  };
  return (
    <AccountPage title="user.register.title">
      {login.allow_email_registrations ? (
        <>
          <SchemaForm form={forms.user_register} onSubmit={signUp} />
          {captcha.dialog}
        </>
      ) : (
        <p className="account-notice">
          <Message id="error.user.not_allowed_registration" />
        </p>
      )}
      <p className="account-links">
        <span>
          <Message id="account.register.have_account" />{' '}
          <Link to={loginPath}>
            <Message id="account.register.log_in" />
          </Link>
        </span>
      </p>
    </AccountPage>
  );
}
