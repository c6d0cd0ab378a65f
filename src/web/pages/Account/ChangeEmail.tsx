import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { forms } from '../../../../generated/forms.ts';
import type { BodyOf } from '../../../../generated/operations.ts';
import { api } from '../../app/api-client.ts';
import { appPathOf, rememberForAfterLogin } from '../../app/navigation.ts';
import { loginPath } from '../../app/paths.ts';
import { useSession } from '../../app/session.ts';
import { useCaptcha } from '../../components/captcha/useCaptcha.tsx';
import { Message } from '../../components/Message.tsx';
import SchemaForm from '../../forms/SchemaForm.tsx';
import type { FormData } from '../../forms/server-errors.ts';
import { AccountPage } from './AccountPage.tsx';

/**
 * A new email address for the signed-in account (also for an unactivated one that gave a wrong
 * address): a confirmation link goes to the new address.
 */
export default function ChangeEmail() {
  const { user } = useSession();
  const location = useLocation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The request sends mail, so while a captcha plugin is on it always asks for one (action `email`).
  const captcha = useCaptcha('email');

  const request = async (data: FormData) => {
    const body = data as BodyOf<'requestEmailChange'>;
    if (await captcha.submit((answer) => api.requestEmailChange({ body: { ...body, ...answer } })))
      setSentTo(body.e_mail);
  };

  return (
    <AccountPage title="page_title.change_email">
      {!user ? (
        <>
          <p className="account-notice">
            <Message id="account.change_email.log_in_first" />
          </p>
          <Link
            to={loginPath}
            className="button button-primary"
            onClick={() => rememberForAfterLogin(appPathOf(location))}
          >
            <Message id="account.header.log_in" />
          </Link>
        </>
      ) : sentTo === null ? (
        <>
          <SchemaForm form={forms.user_email_change} onSubmit={request} />
          {captcha.dialog}
        </>
      ) : (
        <p className="account-notice" role="status">
          <Message id="account.change_email.sent" values={{ email: sentTo }} />
        </p>
      )}
    </AccountPage>
  );
}
