import { forms } from '../../../../../generated/forms.ts';
import { api } from '../../../app/api-client.ts';
import { showToast } from '../../../app/toasts.ts';
import { useCaptcha } from '../../../components/captcha/useCaptcha.tsx';
import { LoadingStatus } from '../../../components/LoadingStatus.tsx';
import { Message } from '../../../components/Message.tsx';
import { useMessage } from '../../../hooks/useMessage.ts';
import { AgentSettingsLink, useAgentSettingsPage } from './agent-settings.tsx';
import { useCurrentUser, type CurrentUser } from './current-user.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { ConnectorLinks } from './ConnectorLinks.tsx';
import { withFields } from './form-fields.ts';
import { LazySchemaForm } from '../../../forms/LazySchemaForm.tsx';
import './settings.css';

function AccountForms({ user }: { user: CurrentUser }) {
  const t = useMessage();
  // Only a person who has a password is asked for it.
  const emailFields = Object.keys(forms.user_email_change.ui).filter((field) => field !== 'pass' || user.have_password);
  const emailForm = withFields(forms.user_email_change, emailFields);

  // The request sends mail, so while a captcha plugin is on it always asks for one (action `email`).
  const captcha = useCaptcha('email');
  const requestEmailChange = async (data: Record<string, unknown>) => {
    const sent = await captcha.submit((answer) =>
      api.requestEmailChange({ body: { ...(data as { e_mail: string }), ...answer } }),
    );
    if (sent) showToast('success', t('toast.sent_successfully'));
  };

  return (
    <>
      <section className="settings-section" aria-labelledby="account-email">
        <h2 id="account-email">
          <Message id="settings.account.email_heading" />
        </h2>
        <p>
          <Message id="settings.account.email_current" values={{ email: user.e_mail }} />
        </p>
        <LazySchemaForm form={emailForm} onSubmit={requestEmailChange} />
        {captcha.dialog}
      </section>
      <section className="settings-section" aria-labelledby="account-password">
        <h2 id="account-password">
          <Message id="settings.password.title" />
        </h2>
        <ChangePasswordForm
          hasPassword={user.have_password}
          send={(change) => api.updateUserPassword({ body: change })}
        />
      </section>
      <ConnectorLinks />
    </>
  );
}

/**
 * /users/settings/account: change email (confirmed by a mailed link), change password, third-party sign-ins;
 * or the way to the user-center agent's page when the agent keeps the account.
 */
export default function Account() {
  const user = useCurrentUser();
  const agentPage = useAgentSettingsPage('account_setting_agent');
  return (
    <section className="settings-page">
      <h1>
        <Message id="settings.account.title" />
      </h1>
      {(agentPage === null || user.status === 'loading') && <LoadingStatus />}
      {agentPage && <AgentSettingsLink address={agentPage} />}
      {agentPage === '' && user.status === 'loaded' && user.data && <AccountForms user={user.data} />}
    </section>
  );
}
