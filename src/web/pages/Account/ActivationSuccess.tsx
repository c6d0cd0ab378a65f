import { Link } from 'react-router-dom';
import { homePath } from '../../app/paths.ts';
import { useSession } from '../../app/session.ts';
import { Message } from '../../components/Message.tsx';
import { AccountPage } from './AccountPage.tsx';

export default function ActivationSuccess() {
  const { user } = useSession();
  return (
    <AccountPage title="page_title.account_activation">
      <p className="account-notice" role="status">
        <Message id="account.activation.success" values={{ name: user?.display_name ?? '' }} />
      </p>
      <Link to={homePath} className="button button-primary">
        <Message id="account.activation.go_home" />
      </Link>
    </AccountPage>
  );
}
