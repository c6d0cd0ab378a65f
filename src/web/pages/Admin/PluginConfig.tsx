import { Link, useParams } from 'react-router-dom';
import { routeOf } from '../../app/paths.ts';
import { api } from '../../app/api-client.ts';
import { showToast } from '../../app/toasts.ts';
import { useQueryData } from '../../components/question/useQueryData.ts';
import { LoadingStatus } from '../../components/LoadingStatus.tsx';
import { Message } from '../../components/Message.tsx';
import { LazySchemaForm } from '../../forms/LazySchemaForm.tsx';
import type { FormData } from '../../forms/server-errors.ts';
import { useMessage } from '../../hooks/useMessage.ts';
import { pluginSettingsForm, type PluginConfig as Plugin } from '../../forms/plugin-settings-form.ts';
import './plugins/plugins.css';

const listPath = routeOf('/admin/installed-plugins').path;

function SettingsForm({ plugin }: { plugin: Plugin }) {
  const t = useMessage();
  const { form, runtime, initialData } = pluginSettingsForm(plugin);
  const save = async (data: FormData) => {
    await api.updatePluginConfig({
      body: { plugin_slug_name: plugin.slug_name, config_fields: data as Record<string, string | number | boolean> },
    });
    showToast('success', t('admin_plugins.config.saved'));
  };
  return <LazySchemaForm form={form} runtime={runtime} initialData={initialData} onSubmit={save} />;
}

/** /admin/:slug_name: a plugin's settings, drawn from its config fields; a slug no plugin has is the 404 page. */
export default function PluginConfig() {
  const { slug_name: slug = '' } = useParams();
  const plugin = useQueryData(slug, (signal) =>
    api.getPluginConfig({ query: { plugin_slug_name: slug } }, { signal, allow404: true }),
  );
  if (plugin.status === 'loading') return <LoadingStatus />;
  if (plugin.status === 'failed') return null;
  const { data } = plugin;
  return (
    <section className="admin-plugin-settings">
      <p>
        <Link to={listPath}>
          <Message id="admin_plugins.config.back" />
        </Link>
      </p>
      <h1>{data.name}</h1>
      <p className="admin-plugin-about">
        {data.description} <Message id="admin_plugins.config.intro" values={{ version: data.version }} />
      </p>
      {data.config_fields.length === 0 ? (
        <p className="empty-state">
          <Message id="admin_plugins.config.none" />
        </p>
      ) : (
        // a new plugin slug draws a new form: no values of the previous plugin stay in it
        <SettingsForm key={data.slug_name} plugin={data} />
      )}
    </section>
  );
}
