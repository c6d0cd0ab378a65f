import { api } from '../../../app/api-client.ts';
import { useUserCenterAgent } from '../../../app/user-center.ts';
import { useQueryData } from '../../../components/question/useQueryData.ts';
import { useMessage } from '../../../hooks/useMessage.ts';

// the agent's links and pictures come from a plugin: only web addresses and pictures, never a script
const WEB_ADDRESS = /^https?:\/\//i;
const PICTURE = /^(https:\/\/|data:image\/(png|jpeg|gif|webp|svg\+xml)[;,])/i;

/**
 * The links the user-center agent keeps for a person (GET user-center/personal/branding, answer-api-facts
 * §5: their profile at the workplace app and the like), beside the site's own details on their page.
 */
function BrandingLinks({ username }: { username: string }) {
  const t = useMessage();
  const agentName = useUserCenterAgent().agent_info.display_name;
  const branding = useQueryData(username, (signal) =>
    api.getUserCenterPersonalBranding({ query: { username } }, { signal }),
  );
  if (branding.status !== 'loaded' || !branding.data.enabled) return null;
  const links = branding.data.personal_branding.filter((link) => link.label);
  if (links.length === 0) return null;
  return (
    <ul className="personal-agent-links" aria-label={t('user_center.branding_label', { agent_name: agentName })}>
      {links.map((link) => (
        <li key={link.name}>
          {PICTURE.test(link.icon) && <img src={link.icon} alt="" width={16} height={16} />}
          {WEB_ADDRESS.test(link.url) ? (
            <a href={link.url} rel="noopener">
              {link.label}
            </a>
          ) : (
            <span>{link.label}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The agent's links of a person, asked only while an agent is on. */
export function AgentLinks({ username }: { username: string }) {
  return useUserCenterAgent().enabled ? <BrandingLinks username={username} /> : null;
}
