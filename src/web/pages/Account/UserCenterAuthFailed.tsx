import { Link, useSearchParams } from 'react-router-dom';
import { constants } from '../../../../generated/constants.ts';
import { homePath, pathOfPage } from '../../app/paths.ts';
import { inWorkplaceApp } from '../../app/user-center.ts';
import { Message } from '../../components/Message.tsx';
import { AccountPage } from './AccountPage.tsx';

const authPath = pathOfPage('Account/UserCenterAuth');

/**
 * Where the agent's callback sends a person it could not sign in (the agent did not vouch for them, gave no
 * email, or the account is suspended). Trying again goes back to the agent page, inside the workplace app
 * too when the person came from there.
 */
export default function UserCenterAuthFailed() {
  const [search] = useSearchParams();
  const retry = inWorkplaceApp(search)
    ? `${authPath}?${new URLSearchParams({ [constants.user_center.app_variant_param]: '1' })}`
    : authPath;
  return (
    <AccountPage title="page_title.user_center_auth_failed">
      <p className="account-notice" role="alert">
        <Message id="plugin.login_failed" />
      </p>
      <p className="account-links">
        <Link to={retry}>
          <Message id="user_center.try_again" />
        </Link>
        <Link to={homePath}>
          <Message id="user_center.back_home" />
        </Link>
      </p>
    </AccountPage>
  );
}
