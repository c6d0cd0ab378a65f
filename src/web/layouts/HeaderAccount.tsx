import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { appPathOf, rememberForAfterLogin } from '../app/navigation.ts';
import { loginPath, registerPath } from '../app/paths.ts';
import { useSession } from '../app/session.ts';
import { useSiteInfo } from '../app/site-context.ts';
import { Message } from '../components/Message.tsx';
import { VisitorPreferences } from './VisitorPreferences.tsx';
import './header-account.css';

// Only the signed-in see the account menu: visitors' first load goes without its Radix menu code.
const AccountMenu = lazy(async () => ({ default: (await import('./AccountMenu.tsx')).AccountMenu }));

/** The header's account part: the switcher, log in and sign up for visitors, the account menu for the signed-in. */
export function HeaderAccount() {
  const { user } = useSession();
  const { login } = useSiteInfo();
  const location = useLocation();
  if (user)
    return (
      <Suspense>
        <AccountMenu user={user} />
      </Suspense>
    );

  // Coming back here after logging in (product spec §2: the location is kept).
  const remember = () => rememberForAfterLogin(appPathOf(location));
  return (
    <div className="header-account">
      <VisitorPreferences />
      <Link to={loginPath} className="header-account-link" onClick={remember}>
        <Message id="account.header.log_in" />
      </Link>
      {login.allow_new_registrations && (
        <Link to={registerPath} className="header-account-link header-account-signup" onClick={remember}>
          <Message id="account.header.sign_up" />
        </Link>
      )}
    </div>
  );
}
