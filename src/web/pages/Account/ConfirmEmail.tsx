import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { forms } from '../../../../generated/forms.ts';
import type { BodyOf } from '../../../../generated/operations.ts';
import { afterSignIn } from '../../app/after-login.ts';
import { api } from '../../app/api-client.ts';
import { Message } from '../../components/Message.tsx';
import SchemaForm from '../../forms/SchemaForm.tsx';
import type { FormData } from '../../forms/server-errors.ts';
import { AccountPage } from './AccountPage.tsx';
import { EmailedCodeOutcome } from './EmailedCodeOutcome.tsx';
import { useEmailedCode } from './useEmailedCode.ts';

/** ?binding_key=: the provider gave no verified address, so the person gives one and a link is mailed to it. */
function AskForAddress({ bindingKey }: { bindingKey: string }) {
  const [sent, setSent] = useState(false);
  const send = async (data: FormData) => {
    await api.bindConnectorEmail({ body: data as BodyOf<'bindConnectorEmail'> });
    setSent(true);
  };
  if (sent)
    return (
      <p className="account-notice" role="status">
        <Message id="connector.confirm_email.sent" />
      </p>
    );
  return (
    <>
      <p>
        <Message id="connector.confirm_email.intro" />
      </p>
      <SchemaForm form={forms.connector_binding_email} onSubmit={send} initialData={{ binding_key: bindingKey }} />
    </>
  );
}

/** ?code=: the emailed link; the address is confirmed, the provider account bound and its person signed in. */
function FollowLink() {
  const confirmation = useEmailedCode('connector_binding', (code) => api.confirmConnectorBinding({ body: { code } }));
  useEffect(() => {
    if (confirmation.status === 'done') afterSignIn(confirmation.data);
  }, [confirmation]);
  return (
    <EmailedCodeOutcome
      state={confirmation}
      messages={{
        pending: 'connector.confirm_email.confirming',
        done: 'connector.landing.signing_in',
        failed: 'error.connector.binding_expired',
      }}
    />
  );
}

/** /users/confirm-email: binds an email for a third-party login (product spec §2). */
export default function ConfirmEmail() {
  const params = useSearchParams()[0];
  const bindingKey = params.get('binding_key');
  return (
    <AccountPage title="connector.confirm_email.title">
      {bindingKey ? <AskForAddress bindingKey={bindingKey} /> : <FollowLink />}
    </AccountPage>
  );
}
