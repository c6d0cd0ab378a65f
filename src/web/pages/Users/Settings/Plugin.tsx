import { useParams } from 'react-router-dom';
import { api } from '../../../app/api-client.ts';
import { LoadingStatus } from '../../../components/LoadingStatus.tsx';
import { useQueryData } from '../../../components/question/useQueryData.ts';
import { PluginSettingsForm } from '../../../forms/PluginSettingsForm.tsx';
import './settings.css';

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
      <PluginSettingsForm
        key={plugin.data.slug_name}
        plugin={plugin.data}
        saved="settings.saved"
        save={(values) =>
          api.updateUserPluginConfig({ body: { plugin_slug_name: plugin.data.slug_name, config_fields: values } })
        }
      />
    </section>
  );
}
