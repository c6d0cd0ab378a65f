import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { forms } from '../../../../generated/forms.ts';
import type { BodyOf } from '../../../../generated/operations.ts';
import { api } from '../../app/api-client.ts';
import { rememberReferrerForAfterLogin } from '../../app/referrer-way-back.ts';
import { loginPath } from '../../app/paths.ts';
import { useSiteInfo } from '../../app/site-context.ts';
import { agentAddress, useUserCenterAgent } from '../../app/user-center.ts';
import { useCaptcha } from '../../components/captcha/useCaptcha.tsx';
import { Message } from '../../components/Message.tsx';
import SchemaForm from '../../forms/SchemaForm.tsx';
import type { FormData } from '../../forms/server-errors.ts';
import { AgentRedirect } from './AgentRedirect.tsx';
import { AccountPage } from './AccountPage.tsx';

/**
 * Sign up by email. The answer is the same whether or not the address has an account, so the page only
 * says that a mail went out; its link activates the account and signs the person in.
 */
export default function Register() {
  const { login } = useSiteInfo();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // A sign-up sends mail, so while a captcha plugin is on it always asks for one (action `email`).
  const captcha = useCaptcha('email');
  const agent = useUserCenterAgent();
  useEffect(rememberReferrerForAfterLogin, []);
  const toAgent = agentAddress(agent, 'sign_up');
  if (toAgent) {
    return <AgentRedirect title="user.register.title" agentName={agent.agent_info.display_name} address={toAgent} />;
  }
  const signUp = async (data: FormData) => {
    const body = data as BodyOf<'registerByEmail'>;
    if (await captcha.submit((answer) => api.registerByEmail({ body: { ...body, ...answer } }))) setSentTo(body.e_mail);
  };
  return (
    <AccountPage title="user.register.title">
      {sentTo !== null ? (
        <p className="account-notice" role="status">
          <Message id="account.register.sent" values={{ email: sentTo }} />
        </p>
      ) : login.allow_email_registrations ? (
        <>
          <SchemaForm form={forms.user_register} onSubmit={signUp} />
          {captcha.dialog}
        </>
      ) : (
        <p className="account-notice">
          <Message id="error.user.not_allowed_registration" />
        </p>
      )}
      <p className="account-links">
        <span>
          <Message id="account.register.have_account" />{' '}
          <Link to={loginPath}>
            <Message id="account.register.log_in" />
          </Link>
        </span>
      </p>
    </AccountPage>
  );
}
