import { useParams } from 'react-router-dom';
import type { DataOf } from '../../../../../generated/operations.ts';
import { api } from '../../../app/api-client.ts';
import { showToast } from '../../../app/toasts.ts';
import { LoadingStatus } from '../../../components/LoadingStatus.tsx';
import { useQueryData } from '../../../components/question/useQueryData.ts';
import { LazySchemaForm } from '../../../forms/LazySchemaForm.tsx';
import type { FormData } from '../../../forms/server-errors.ts';
import { useMessage } from '../../../hooks/useMessage.ts';
import { pluginSettingsForm } from '../../../forms/plugin-settings-form.ts';
import './settings.css';

type UserPluginConfig = DataOf<'getUserPluginConfig'>;

function SettingsForm({ plugin }: { plugin: UserPluginConfig }) {
  const t = useMessage();
  const { form, runtime, initialData } = pluginSettingsForm(plugin);
  const save = async (data: FormData) => {
    await api.updateUserPluginConfig({
      body: { plugin_slug_name: plugin.slug_name, config_fields: data as Record<string, string | number | boolean> },
    });
    showToast('success', t('settings.saved'));
  };
  return <LazySchemaForm form={form} runtime={runtime} initialData={initialData} onSubmit={save} />;
}

/**
 * /users/settings/:slug_name: the signed-in person's own settings of a plugin, drawn from its user
 * config fields; a plugin that is off or has none is the 404 page.
 */
export default function Plugin() {
  const { slug_name: slug = '' } = useParams();
  const plugin = useQueryData(slug, (signal) =>
    api.getUserPluginConfig({ query: { plugin_slug_name: slug } }, { signal, allow404: true }),
  );
  if (plugin.status === 'loading') return <LoadingStatus />;
  if (plugin.status === 'failed') return null;
  return (
    <section className="settings-page">
      <h1>{plugin.data.name}</h1>
      {/* another plugin's slug draws a new form: none of the previous plugin's values stay in it */}
      <SettingsForm key={plugin.data.slug_name} plugin={plugin.data} />
    </section>
  );
}
