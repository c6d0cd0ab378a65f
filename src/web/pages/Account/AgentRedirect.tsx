import { useEffect } from 'react';
import type { MessageKey } from '../../../../generated/messages/index.ts';
import { Message } from '../../components/Message.tsx';
import { AccountPage } from './AccountPage.tsx';

interface AgentRedirectProps {
  title: MessageKey;
  agentName: string;
  address: string;
}

/** Sends the visitor on to the agent at once; the link serves when the browser does not follow. */
export function AgentRedirect({ title, agentName, address }: AgentRedirectProps) {
  useEffect(() => window.location.replace(address), [address]);
  return (
    <AccountPage title={title}>
      <p className="account-notice" role="status">
        <Message id="user_center.redirecting" values={{ agent_name: agentName }} />
      </p>
      <p className="account-links">
        <a href={address}>
          <Message id="user_center.continue" values={{ agent_name: agentName }} />
        </a>
      </p>
    </AccountPage>
  );
}
