import { useState } from 'react';
import { Link } from 'react-router-dom';
import { constants } from '../../../../generated/constants.ts';
import { forms } from '../../../../generated/forms.ts';
import type { BodyOf } from '../../../../generated/operations.ts';
import { api } from '../../app/api-client.ts';
import { loginPath } from '../../app/paths.ts';
import { useCaptcha } from '../../components/captcha/useCaptcha.tsx';
import { Message } from '../../components/Message.tsx';
import SchemaForm from '../../forms/SchemaForm.tsx';
import type { FormData } from '../../forms/server-errors.ts';
import { AccountPage } from './AccountPage.tsx';

/** Account recovery: asks for a password-reset link; the answer is the same whether or not the email has an account. */
export default function Recovery() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The request sends mail, so while a captcha plugin is on it always asks for one (action `email`).
  const captcha = useCaptcha('email');
  const request = async (data: FormData) => {
    const body = data as BodyOf<'requestPasswordReset'>;
    if (await captcha.submit((answer) => api.requestPasswordReset({ body: { ...body, ...answer } })))
      setSentTo(body.e_mail);
  };
  return (
    <AccountPage title="user.password_reset.title">
      {sentTo === null ? (
        <>
          <SchemaForm form={forms.user_password_reset} onSubmit={request} />
          {captcha.dialog}
        </>
      ) : (
        <p className="account-notice" role="status">
          <Message
            id="account.recovery.sent"
            values={{ email: sentTo, minutes: constants.user_code.ttl_minutes.password_reset }}
          />
        </p>
      )}
      <p className="account-links">
        <Link to={loginPath}>
          <Message id="account.recovery.back_to_login" />
        </Link>
      </p>
    </AccountPage>
  );
}
