import { api } from '../../../app/api-client.ts';
import { useUserCenterAgent } from '../../../app/user-center.ts';
import { Message } from '../../../components/Message.tsx';
import { useApiData } from '../../../hooks/useApiData.ts';

type AgentSetting = 'profile_setting_agent' | 'account_setting_agent';

// an agent's address is followed by the browser: only web addresses, never a script
const WEB_ADDRESS = /^https?:\/\//i;

/**
 * Where the user-center agent keeps this part of the signed-in person's settings (GET user-center/user/settings,
 * answer-api-facts §5): its page's address, '' when the site's own page stays (no agent, or none given), or
 * null while that is being asked.
 */
export function useAgentSettingsPage(setting: AgentSetting): string | null {
  const agent = useUserCenterAgent();
  const settings = useApiData((signal) =>
    agent.enabled ? api.getUserCenterUserSettings({}, { signal }) : Promise.resolve(null),
  );
  if (settings.status === 'loading') return null;
  const page = settings.status === 'loaded' ? settings.data?.[setting] : undefined;
  return page?.enabled && WEB_ADDRESS.test(page.redirect_url) ? page.redirect_url : '';
}

/** In place of a settings form the agent keeps: who keeps them, and the way to its page. */
export function AgentSettingsLink({ address }: { address: string }) {
  const agentName = useUserCenterAgent().agent_info.display_name;
  return (
    <div className="settings-section">
      <p>
        <Message id="user_center.settings_at_agent" values={{ agent_name: agentName }} />
      </p>
      <a className="button button-primary" href={address}>
        <Message id="user_center.goto_settings" values={{ agent_name: agentName }} />
      </a>
    </div>
  );
}
