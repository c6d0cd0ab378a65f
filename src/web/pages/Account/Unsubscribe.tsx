import { api } from '../../app/api-client.ts';
import { AccountPage } from './AccountPage.tsx';
import { EmailedCodeOutcome } from './EmailedCodeOutcome.tsx';
import { useEmailedCode } from './useEmailedCode.ts';

/** Follows the unsubscribe link of a notification mail (?code=): notification emails stop. */
export default function Unsubscribe() {
  const unsubscription = useEmailedCode('unsubscribe', (code) => api.unsubscribeNotifications({ body: { code } }));
  return (
    <AccountPage title="page_title.unsubscribe">
      <EmailedCodeOutcome
        state={unsubscription}
        messages={{
          pending: 'account.unsubscribe.pending',
          done: 'account.unsubscribe.done',
          failed: 'links.no_longer_valid',
        }}
      />
    </AccountPage>
  );
}
