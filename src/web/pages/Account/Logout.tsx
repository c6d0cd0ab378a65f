import { useEffect } from 'react';
import { api } from '../../app/api-client.ts';
import { navigate } from '../../app/navigation.ts';
import { homePath } from '../../app/paths.ts';
import { sendToSession, sessionSnapshot } from '../../app/session.ts';
import { Message } from '../../components/Message.tsx';
import { AccountPage } from './AccountPage.tsx';

let loggingOut: Promise<void> | null = null;

/** Ends the session on the server (when there is one), forgets the token here, and goes home. */
function logOut(): Promise<void> {
  loggingOut ??= (async () => {
    try {
      if (sessionSnapshot().context.user) await api.logout();
    } catch {
      // A token the server no longer knows is as good as logged out.
    } finally {
      sendToSession({ type: 'LOGGED_OUT' });
      loggingOut = null;
    }
  })();
  return loggingOut;
}

export default function Logout() {
  useEffect(() => {
    void logOut().then(() => navigate(homePath, { replace: true }));
  }, []);
  return (
    <AccountPage title="page_title.logout">
      <p role="status">
        <Message id="account.logout.pending" />
      </p>
    </AccountPage>
  );
}
