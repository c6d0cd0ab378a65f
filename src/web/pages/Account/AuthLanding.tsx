import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { constants } from '../../../../generated/constants.ts';
import type { MessageKey } from '../../../../generated/messages/keys.ts';
import { goToSavedLocation } from '../../app/after-login.ts';
import { loginPath } from '../../app/paths.ts';
import { refreshSession } from '../../app/session.ts';
import { Message } from '../../components/Message.tsx';
import { AccountPage } from './AccountPage.tsx';

type LandingError = (typeof constants.connector.landing_errors)[number];
const isLandingError = (value: string | null): value is LandingError =>
  (constants.connector.landing_errors as readonly (string | null)[]).includes(value);

/**
 * Where a third-party sign-in ends: the server has set the session cookie, so the session is read again
 * and the person goes on to the page that asked for login; or the reason the sign-in did not work.
 */
export default function AuthLanding() {
  const error = useSearchParams()[0].get('error');
  const failed = error !== null;
  useEffect(() => {
    if (!failed) void refreshSession(true).then(goToSavedLocation);
  }, [failed]);
  if (!failed)
    return (
      <AccountPage title="page_title.auth_landing">
        <p role="status">
          <Message id="connector.landing.signing_in" />
        </p>
      </AccountPage>
    );
  const reason: MessageKey = `connector.landing.${isLandingError(error) ? error : 'failed'}`;
  return (
    <AccountPage title="page_title.auth_landing">
      <p className="account-notice" role="alert">
        <Message id={reason} />
      </p>
      <Link to={loginPath} className="button button-primary">
        <Message id="connector.landing.back" />
      </Link>
    </AccountPage>
  );
}
