import { LogIn, Unlink } from 'lucide-react';
import { useState } from 'react';
import type { DataOf } from '../../../../../generated/operations.ts';
import { api } from '../../../app/api-client.ts';
import { showToast } from '../../../app/toasts.ts';
import { Message } from '../../../components/Message.tsx';
import { useApiData } from '../../../hooks/useApiData.ts';
import { useMessage } from '../../../hooks/useMessage.ts';
import '../../../components/connector/connector.css';

type Connectors = DataOf<'getConnectorUserInfo'>;

/**
 * The third-party sign-ins of the account: link one (the browser goes to the provider and comes back
 * here) or remove a linked one. Removing the only way in of an account without a password is refused
 * by the server with its reason.
 */
function ConnectorList({ initial }: { initial: Connectors }) {
  const t = useMessage();
  const [connectors, setConnectors] = useState(initial);
  const remove = async (externalId: string, name: string) => {
    await api.unbindConnector({ body: { external_id: externalId } });
    setConnectors(await api.getConnectorUserInfo({}));
    showToast('success', t('connector.settings.removed', { auth_name: name }));
  };
  return (
    <ul className="connector-linked">
      {connectors.map((connector) => (
        <li key={connector.link}>
          {connector.binding ? (
            <>
              <span>
                {connector.name}: <Message id="connector.settings.linked" />
              </span>
              <button
                type="button"
                className="button"
                onClick={() => void remove(connector.external_id, connector.name)}
              >
                <Unlink aria-hidden="true" size={16} />
                <Message id="connector.remove" values={{ auth_name: connector.name }} />
              </button>
            </>
          ) : (
            <a className="button" href={connector.link}>
              <LogIn aria-hidden="true" size={16} />
              <Message id="connector.button" values={{ auth_name: connector.name }} />
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

export function ConnectorLinks() {
  const connectors = useApiData((signal) => api.getConnectorUserInfo({}, { signal }));
  if (connectors.status !== 'loaded' || connectors.data.length === 0) return null;
  return (
    <section className="settings-section" aria-labelledby="account-connectors">
      <h2 id="account-connectors">
        <Message id="connector.settings.title" />
      </h2>
      <ConnectorList initial={connectors.data} />
    </section>
  );
}
