import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { forms } from '../../../../generated/forms.ts';
import type { BodyOf } from '../../../../generated/operations.ts';
import { api } from '../../app/api-client.ts';
import { loginPath, pathOfPage } from '../../app/paths.ts';
import { refreshSession } from '../../app/session.ts';
import { Message } from '../../components/Message.tsx';
import SchemaForm from '../../forms/SchemaForm.tsx';
import type { FormData } from '../../forms/server-errors.ts';
import { useMessage } from '../../hooks/useMessage.ts';
import { AccountPage } from './AccountPage.tsx';
import { checkPasswordsMatch } from './password-match.ts';

const recoveryPath = pathOfPage('Account/Recovery');
const form = forms.user_password_replacement;

/** A new password from the emailed reset link (?code=). An expired link goes to the activation-failed page. */
export default function PasswordReset() {
  const t = useMessage();
  const code = useSearchParams()[0].get('code');
  const [done, setDone] = useState(false);

  const replace = async (data: FormData) => {
    checkPasswordsMatch(form, data, t);
    await api.replacePassword({ body: { ...data, code } as BodyOf<'replacePassword'> });
    // Every session of the account ended on the server; if this was one, the session finds out now.
    await refreshSession(true);
    setDone(true);
  };

  return (
    <AccountPage title="user.password_replacement.title">
      {!code ? (
        <>
          <p className="account-notice">
            <Message id="links.password_reset_no_longer_valid" />
          </p>
          <Link to={recoveryPath}>
            <Message id="account.password_reset.request_new" />
          </Link>
        </>
      ) : done ? (
        <>
          <p className="account-notice" role="status">
            <Message id="account.password_reset.done" />
          </p>
          <Link to={loginPath} className="button button-primary">
            <Message id="account.password_reset.log_in" />
          </Link>
        </>
      ) : (
        <SchemaForm form={form} onSubmit={replace} initialData={{ code }} />
      )}
    </AccountPage>
  );
}
