import { useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { appPathOf, rememberForAfterLogin } from '../app/navigation.ts';
import { loginPath, logoutPath, pathOfPage, registerPath } from '../app/paths.ts';
import { useSession } from '../app/session.ts';
import { useSiteInfo } from '../app/site-context.ts';
import { Message } from '../components/Message.tsx';
import { userPath } from '../components/question/links.ts';
import './header-account.css';

const settingsPath = pathOfPage('Users/Settings/Profile');

/** The header's account part: log in and sign up for visitors, the user menu for the signed-in. */
export function HeaderAccount() {
  const { user } = useSession();
  const { login } = useSiteInfo();
  const location = useLocation();
  const menu = useRef<HTMLDetailsElement>(null);

  if (!user) {
    // Coming back here after logging in (product spec §2: the location is kept).
    const remember = () => rememberForAfterLogin(appPathOf(location));
    return (
      <div className="header-account">
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

  const close = () => menu.current?.removeAttribute('open');
  // as menus do: Escape closes it and gives the focus back to its button; so does leaving it
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menu.current?.open) return;
    close();
    menu.current.querySelector('summary')?.focus();
  };
  const closeWhenLeft = (event: FocusEvent) => {
    if (!menu.current?.contains(event.relatedTarget as Node | null)) close();
  };
  return (
    <details className="header-account header-user-menu" ref={menu} onKeyDown={closeOnEscape} onBlur={closeWhenLeft}>
      <summary>{user.display_name || user.username}</summary>
      <ul>
        <li>
          <Link to={userPath(user.username)} onClick={close}>
            <Message id="account.header.profile" />
          </Link>
        </li>
        <li>
          <Link to={settingsPath} onClick={close}>
            <Message id="account.header.settings" />
          </Link>
        </li>
        <li>
          <Link to={logoutPath} onClick={close}>
            <Message id="account.header.log_out" />
          </Link>
        </li>
      </ul>
    </details>
  );
}
