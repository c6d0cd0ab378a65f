import { Link } from 'react-router-dom';
import { homePath, loginPath } from '../../app/paths.ts';
import { useSession } from '../../app/session.ts';
import { Message } from '../../components/Message.tsx';
import { AccountPage } from './AccountPage.tsx';
import { ResendActivation } from './ResendActivation.tsx';

/**
 * Where an expired or unknown emailed link lands (403 url_expired). An unactivated user can have a
 * new activation mail sent; a visitor who is not logged in is asked to log in first.
 */
export default function ActivationFailed() {
  const { kind, user } = useSession();
  return (
    <AccountPage title="page_title.account_activation">
      <p className="account-notice" role="alert">
        <Message id={kind === 'inactive' ? 'links.activation_no_longer_valid' : 'links.no_longer_valid'} />
      </p>
      <div className="account-actions">
        {kind === 'inactive' && user ? (
          <ResendActivation email={user.e_mail} />
        ) : kind === 'anonymous' || kind === 'refused_suspended' ? (
          <>
            <Message id="account.activation.log_in_for_new_link" />
            <Link to={loginPath} className="button button-primary">
              <Message id="account.header.log_in" />
            </Link>
          </>
        ) : (
          <Link to={homePath} className="button button-primary">
            <Message id="account.activation.go_home" />
          </Link>
        )}
      </div>
    </AccountPage>
  );
}
