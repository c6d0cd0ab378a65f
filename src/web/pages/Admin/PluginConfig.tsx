import { Link, useParams } from 'react-router-dom';
import { routeOf } from '../../app/paths.ts';
import { api } from '../../app/api-client.ts';
import { useQueryData } from '../../components/question/useQueryData.ts';
import { LoadingStatus } from '../../components/LoadingStatus.tsx';
import { Message } from '../../components/Message.tsx';
import { PluginSettingsForm } from '../../forms/PluginSettingsForm.tsx';
import './plugins/plugins.css';

const listPath = routeOf('/admin/installed-plugins').path;

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
        <PluginSettingsForm
          key={data.slug_name}
          plugin={data}
          saved="admin_plugins.config.saved"
          save={(values) =>
            api.updatePluginConfig({ body: { plugin_slug_name: data.slug_name, config_fields: values } })
          }
        />
      )}
    </section>
  );
}
