import { LogIn } from 'lucide-react';
import { api } from '../../app/api-client.ts';
import { useApiData } from '../../hooks/useApiData.ts';
import './connector.css';

/**
 * The sign-in buttons of the connectors that are on ('Connect with …'). Each is a plain link: the browser
 * itself goes to the provider and comes back to the auth-landing page.
 */
export function ConnectorButtons() {
  const connectors = useApiData((signal) => api.getConnectorInfo({}, { signal }));
  if (connectors.status !== 'loaded' || connectors.data.length === 0) return null;
  return (
    <ul className="connector-buttons">
      {connectors.data.map((connector) => (
        <li key={connector.link}>
          <a className="button connector-button" href={connector.link}>
            <LogIn aria-hidden="true" size={18} />
            {connector.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
