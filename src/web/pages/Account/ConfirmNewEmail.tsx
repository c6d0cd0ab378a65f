import { useEffect } from 'react';
import { api } from '../../app/api-client.ts';
import { refreshSession } from '../../app/session.ts';
import { AccountPage } from './AccountPage.tsx';
import { EmailedCodeOutcome } from './EmailedCodeOutcome.tsx';
import { useEmailedCode } from './useEmailedCode.ts';

/** Follows the link sent to a new address (?code=): it becomes the account's email. */
export default function ConfirmNewEmail() {
  const confirmation = useEmailedCode('change_email', (code) => api.confirmEmailChange({ body: { code } }));
  useEffect(() => {
    // The signed-in user now has another address.
    if (confirmation.status === 'done') void refreshSession(true);
  }, [confirmation.status]);
  return (
    <AccountPage title="page_title.confirm_new_email">
      <EmailedCodeOutcome
        state={confirmation}
        messages={{
          pending: 'account.confirm_new_email.pending',
          done: 'account.confirm_new_email.done',
          failed: 'links.email_confirmation_no_longer_valid',
        }}
      />
    </AccountPage>
  );
}
