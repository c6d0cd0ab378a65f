import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../../app/api-client.ts';
import { homePath } from '../../app/paths.ts';
import { refreshSession } from '../../app/session.ts';
import { Message } from '../../components/Message.tsx';
import { AccountPage } from './AccountPage.tsx';
import { useEmailedCode } from './useEmailedCode.ts';

/** Follows the link sent to a new address (?code=): it becomes the account's email. */
export default function ConfirmNewEmail() {
  const confirmation = useEmailedCode('change_email', (code) => api.confirmEmailChange({ body: { code } }));
  useEffect(() => {
    // The signed-in user now has another address.
    if (confirmation.status === 'done') void refreshSession(true);
  }, [confirmation.status]);
  return (
    <AccountPage title="page_title.confirm_new_email">
      {confirmation.status === 'pending' && (
        <p role="status">
          <Message id="account.confirm_new_email.pending" />
        </p>
      )}
      {confirmation.status === 'done' && (
        <p className="account-notice" role="status">
          <Message id="account.confirm_new_email.done" />
        </p>
      )}
      {confirmation.status === 'missing' && (
        <p className="account-notice">
          <Message id="account.link_missing" />
        </p>
      )}
      {confirmation.status === 'failed' && (
        <p className="account-notice">
          <Message id="links.email_confirmation_no_longer_valid" />
        </p>
      )}
      {confirmation.status !== 'pending' && (
        <Link to={homePath}>
          <Message id="account.activation.go_home" />
        </Link>
      )}
    </AccountPage>
  );
}
