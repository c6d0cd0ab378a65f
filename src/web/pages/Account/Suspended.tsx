import { useMessages } from '../../app/messages-context.tsx';
import { Link } from 'react-router-dom';
import { logoutPath } from '../../app/paths.ts';
import { useSession } from '../../app/session.ts';
import { Message } from '../../components/Message.tsx';
import { AccountPage } from './AccountPage.tsx';

/**
 * The suspended page (product spec §8): until when, in the visitor's language and time zone, or
 * forever (no end time). A login refused for suspension has no session, so no end time to show.
 */
export default function Suspended() {
  const intl = useMessages();
  const { kind, user } = useSession();
  const until = kind === 'suspended' && user ? user.suspended_until : null;
  return (
    <AccountPage title="page_title.account_suspended">
      <p className="account-notice" role="alert">
        {until === null ? (
          <Message id="error.user.suspended" />
        ) : until > 0 ? (
          <Message
            id="account.suspended_until"
            values={{ until: intl.formatDate(until * 1000, { dateStyle: 'long', timeStyle: 'short' }) }}
          />
        ) : (
          <Message id="account.suspended_forever" />
        )}
      </p>
      <p>
        <Message id="account.suspended.contact" />
      </p>
      {kind === 'suspended' && (
        <Link to={logoutPath} className="button">
          <Message id="account.header.log_out" />
        </Link>
      )}
    </AccountPage>
  );
}
