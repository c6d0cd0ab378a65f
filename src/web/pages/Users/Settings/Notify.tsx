import { forms } from '../../../../../generated/forms.ts';
import type { BodyOf } from '../../../../../generated/operations.ts';
import { api } from '../../../app/api-client.ts';
import { showToast } from '../../../app/toasts.ts';
import { LoadingStatus } from '../../../components/LoadingStatus.tsx';
import { Message } from '../../../components/Message.tsx';
import { useApiData } from '../../../hooks/useApiData.ts';
import { useMessage } from '../../../hooks/useMessage.ts';
import { LazySchemaForm } from '../../../forms/LazySchemaForm.tsx';
import './settings.css';

type NotificationChoices = BodyOf<'updateNotificationConfig'>;

/** /users/settings/notify: which notification emails this person gets (form settings_notify). */
export default function Notify() {
  const t = useMessage();
  const config = useApiData((signal) => api.getNotificationConfig({}, { signal }));

  const save = async (data: Record<string, unknown>) => {
    await api.updateNotificationConfig({ body: data as NotificationChoices });
    showToast('success', t('settings.saved'));
  };

  return (
    <section className="settings-page">
      <h1>
        <Message id="settings.notify.title" />
      </h1>
      <p>
        <Message id="settings.notify.help" />
      </p>
      {config.status === 'loading' && <LoadingStatus />}
      {config.status === 'loaded' && (
        <LazySchemaForm form={forms.settings_notify} initialData={config.data} onSubmit={save} />
      )}
    </section>
  );
}
