import { Link } from 'react-router-dom';
import { constants } from '../../../../generated/constants.ts';
import type { AuthUser } from '../../../../machines/auth.types.ts';
import { pathOfPage } from '../../app/paths.ts';
import { Message } from '../../components/Message.tsx';
import { AccountPage } from './AccountPage.tsx';
import { ResendActivation } from './ResendActivation.tsx';

const changeEmailPath = pathOfPage('Account/ChangeEmail');

/** The inactive state page (product spec §2): where the activation mail went, and a new one on request. */
export function InactiveNotice({ user }: { user: AuthUser }) {
  return (
    <AccountPage title="account.inactive.title">
      <p className="account-notice" role="status">
        <Message id="account.inactive.message" values={{ email: user.e_mail }} />
      </p>
      <p>
        <Message id="account.inactive.link_expiry" values={{ minutes: constants.user_code.ttl_minutes.activation }} />
      </p>
      <div className="account-actions">
        <ResendActivation email={user.e_mail} />
        <span>
          <Message id="account.inactive.wrong_email" />{' '}
          <Link to={changeEmailPath}>
            <Message id="account.inactive.change_email" />
          </Link>
        </span>
      </div>
    </AccountPage>
  );
}
