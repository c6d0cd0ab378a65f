import { useSearchParams } from 'react-router-dom';
import { inWorkplaceApp, useUserCenterAgent, withWebsite } from '../../app/user-center.ts';
import { Message } from '../../components/Message.tsx';
import { AccountPage } from './AccountPage.tsx';
import { AgentRedirect } from './AgentRedirect.tsx';
import './user-center.css';

/**
 * Signing in with the user-center agent (product spec §2). In a browser the page shows the agent's QR code
 * to scan with its app, and a link to its sign-in page; opened inside the agent's workplace app, where the
 * app knows the person already, it goes straight to the agent.
 */
export default function UserCenterAuth() {
  const agent = useUserCenterAgent();
  const [search] = useSearchParams();
  const { display_name: agentName, login_redirect_url: loginUrl, qr_code_url: qrCode } = agent.agent_info;
  if (!agent.enabled || !loginUrl) {
    return (
      <AccountPage title="page_title.user_center_auth">
        <p className="account-notice">
          <Message id="user_center.no_agent" />
        </p>
      </AccountPage>
    );
  }
  const address = withWebsite(loginUrl);
  if (inWorkplaceApp(search)) {
    return <AgentRedirect title="page_title.user_center_auth" agentName={agentName} address={address} />;
  }
  return (
    <AccountPage title="page_title.user_center_auth">
      <h2 className="user-center-heading">
        <Message id="user_center.auth_heading" values={{ agent_name: agentName }} />
      </h2>
      {qrCode && (
        <figure className="user-center-qr">
          <img src={qrCode} alt="" width={192} height={192} />
          <figcaption>
            <Message id="plugin.qr_tip" values={{ agent_name: agentName }} />
          </figcaption>
        </figure>
      )}
      <p className="account-links">
        <a className="button button-primary" href={address}>
          <Message id="user_center.continue" values={{ agent_name: agentName }} />
        </a>
      </p>
    </AccountPage>
  );
}
