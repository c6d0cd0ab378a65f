import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { forms } from '../../../../generated/forms.ts';
import type { BodyOf } from '../../../../generated/operations.ts';
import { afterSignIn } from '../../app/after-login.ts';
import { api } from '../../app/api-client.ts';
import { rememberReferrerForAfterLogin } from '../../app/referrer-way-back.ts';
import { pathOfPage, registerPath } from '../../app/paths.ts';
import { useSession } from '../../app/session.ts';
import { useSiteInfo } from '../../app/site-context.ts';
import { agentAddress, useUserCenterAgent } from '../../app/user-center.ts';
import { useCaptcha } from '../../components/captcha/useCaptcha.tsx';
import { ConnectorButtons } from '../../components/connector/ConnectorButtons.tsx';
import { Message } from '../../components/Message.tsx';
import SchemaForm from '../../forms/SchemaForm.tsx';
import type { FormData } from '../../forms/server-errors.ts';
import { AgentRedirect } from './AgentRedirect.tsx';
import { AccountPage } from './AccountPage.tsx';
import { InactiveNotice } from './InactiveNotice.tsx';

const recoveryPath = pathOfPage('Account/Recovery');

/** Log in by email and password; a signed-in but unactivated user sees the inactive notice here instead. */
export default function Login() {
  const { kind, user } = useSession();
  const { login } = useSiteInfo();
  // After failed attempts the server asks for a captcha (answer-api-facts §1.6, action `password`).
  const captcha = useCaptcha('password');
  const agent = useUserCenterAgent();
  useEffect(rememberReferrerForAfterLogin, []);
  if (kind === 'inactive' && user) return <InactiveNotice user={user} />;
  const toAgent = agentAddress(agent, 'login');
  if (toAgent) {
    return <AgentRedirect title="user.login.title" agentName={agent.agent_info.display_name} address={toAgent} />;
  }

  const logIn = async (data: FormData) => {
    await captcha.submit(async (answer) => {
      afterSignIn(await api.loginByEmail({ body: { ...data, ...answer } as BodyOf<'loginByEmail'> }));
    });
  };
  return (
    <AccountPage title="user.login.title">
      {login.allow_password_login ? (
        <>
          <SchemaForm form={forms.user_login} onSubmit={logIn} />
          {captcha.dialog}
        </>
      ) : (
        <p className="account-notice">
          <Message id="error.user.not_allowed_login_via_password" />
        </p>
      )}
      <ConnectorButtons />
      <p className="account-links">
        <Link to={recoveryPath}>
          <Message id="account.login.forgot_password" />
        </Link>
        {login.allow_new_registrations && (
          <span>
            <Message id="account.login.no_account" />{' '}
            <Link to={registerPath}>
              <Message id="account.login.sign_up" />
            </Link>
          </span>
        )}
      </p>
    </AccountPage>
  );
}
