import { useState } from 'react';
import { constants } from '../../../../../generated/constants.ts';
import type { DataOf } from '../../../../../generated/operations.ts';
import { api } from '../../../app/api-client.ts';
import { showToast } from '../../../app/toasts.ts';
import { LoadingStatus } from '../../../components/LoadingStatus.tsx';
import { Message } from '../../../components/Message.tsx';
import { useApiData } from '../../../hooks/useApiData.ts';
import { useMessage } from '../../../hooks/useMessage.ts';
import './settings.css';

type NotificationConfig = DataOf<'getNotificationConfig'>;
type Source = keyof NotificationConfig;

function Toggles({ initial }: { initial: NotificationConfig }) {
  const t = useMessage();
  const [config, setConfig] = useState(initial);
  const [saving, setSaving] = useState(false);

  // Each switch saves at once: there is nothing to fill in, so no separate save step.
  const toggle = async (source: Source, enable: boolean) => {
    const next = { ...config, [source]: { ...config[source], enable } };
    setConfig(next);
    setSaving(true);
    try {
      setConfig(await api.updateNotificationConfig({ body: next }));
      showToast('success', t('settings.saved'));
    } catch {
      // The client's hooks showed why; the switch goes back to what is stored.
      setConfig(config);
    } finally {
      setSaving(false);
    }
  };

  return (
    <fieldset className="settings-toggles" aria-labelledby="notify-title" aria-describedby="notify-help">
      {constants.notification_config.sources.map((source) => (
        <label key={source}>
          <input type="checkbox" checked={config[source].enable} aria-disabled={saving} onChange={(event) => !saving && void toggle(source, event.target.checked)} />
          <Message id={`settings.notify.${source}`} />
        </label>
      ))}
    </fieldset>
  );
}

/** /users/settings/notify: which notification emails this person gets. */
export default function Notify() {
  const config = useApiData((signal) => api.getNotificationConfig({}, { signal }));
  return (
    <section className="settings-page">
      <h1 id="notify-title">
        <Message id="settings.notify.title" />
      </h1>
      <p id="notify-help">
        <Message id="settings.notify.help" />
      </p>
      {config.status === 'loading' && <LoadingStatus />}
      {config.status === 'loaded' && <Toggles initial={config.data} />}
    </section>
  );
}
