import { useEffect } from 'react';
import { api } from '../../app/api-client.ts';
import { navigate } from '../../app/navigation.ts';
import { activationFailedPath, pathOfPage } from '../../app/paths.ts';
import { sendToSession } from '../../app/session.ts';
import { Message } from '../../components/Message.tsx';
import { AccountPage } from './AccountPage.tsx';
import { useEmailedCode } from './useEmailedCode.ts';

const successPath = pathOfPage('Account/ActivationSuccess');

/** Follows the emailed activation link (?code=): the account is activated and signed in. */
export default function Activation() {
  const activation = useEmailedCode('activation', (code) => api.verifyEmail({ body: { code } }));
  useEffect(() => {
    if (activation.status === 'done') {
      sendToSession({ type: 'LOGGED_IN', user: activation.data });
      navigate(successPath, { replace: true });
    } else if (activation.status === 'missing' || activation.status === 'failed') {
      navigate(activationFailedPath, { replace: true });
    }
  }, [activation]);
  return (
    <AccountPage title="page_title.account_activation">
      <p role="status">
        <Message id="account.activation.pending" />
      </p>
    </AccountPage>
  );
}
