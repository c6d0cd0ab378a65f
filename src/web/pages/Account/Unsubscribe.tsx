import { Link } from 'react-router-dom';
import { api } from '../../app/api-client.ts';
import { homePath } from '../../app/paths.ts';
import { Message } from '../../components/Message.tsx';
import { AccountPage } from './AccountPage.tsx';
import { useEmailedCode } from './useEmailedCode.ts';

/** Follows the unsubscribe link of a notification mail (?code=): notification emails stop. */
export default function Unsubscribe() {
  const unsubscription = useEmailedCode('unsubscribe', (code) => api.unsubscribeNotifications({ body: { code } }));
  return (
    <AccountPage title="page_title.unsubscribe">
      {unsubscription.status === 'pending' && (
        <p role="status">
          <Message id="account.unsubscribe.pending" />
        </p>
      )}
      {unsubscription.status === 'done' && (
        <p className="account-notice" role="status">
          <Message id="account.unsubscribe.done" />
        </p>
      )}
      {unsubscription.status === 'missing' && (
        <p className="account-notice">
          <Message id="account.link_missing" />
        </p>
      )}
      {unsubscription.status === 'failed' && (
        <p className="account-notice">
          <Message id="links.no_longer_valid" />
        </p>
      )}
      {unsubscription.status !== 'pending' && (
        <Link to={homePath}>
          <Message id="account.activation.go_home" />
        </Link>
      )}
    </AccountPage>
  );
}
