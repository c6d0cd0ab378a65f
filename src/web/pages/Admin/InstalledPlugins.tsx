import { Link, useSearchParams } from 'react-router-dom';
import { constants } from '../../../../generated/constants.ts';
import type { MessageKey } from '../../../../generated/messages/index.ts';
import type { DataOf } from '../../../../generated/operations.ts';
import { api } from '../../app/api-client.ts';
import { showToast } from '../../app/toasts.ts';
import { LoadingStatus } from '../../components/LoadingStatus.tsx';
import { Message } from '../../components/Message.tsx';
import { SortTabs } from '../../components/question/SortTabs.tsx';
import { useQueryData } from '../../components/question/useQueryData.ts';
import { useMessage } from '../../hooks/useMessage.ts';
import { refreshPluginStatus } from '../../plugins/plugin-status.ts';
import './plugins/plugins.css';

type Filter = (typeof constants.plugin.filter)[number];
type Plugin = DataOf<'getAdminPlugins'>[number];

const filters = constants.plugin.filter;
const filterName = (filter: Filter): MessageKey => `admin_plugins.filter.${filter}`;

function PluginRow({ plugin, onSwitched }: { plugin: Plugin; onSwitched(): void }) {
  const t = useMessage();
  const toggle = async (enabled: boolean) => {
    try {
      await api.updatePluginStatus({ body: { plugin_slug_name: plugin.slug_name, enabled } });
    } catch {
      return; // the API client has shown why
    }
    showToast('success', t(enabled ? 'admin_plugins.turned_on' : 'admin_plugins.turned_off', { name: plugin.name }));
    // switching a captcha on switches the others off: the whole list is read again
    onSwitched();
    // the admin's own pages follow at once (posts and the editor use the plugins that are on)
    void refreshPluginStatus();
  };
  return (
    <tr>
      <th scope="row">
        <span className="admin-plugin-name">{plugin.name}</span>
        <span className="admin-plugin-description">{plugin.description}</span>
      </th>
      <td>{plugin.version}</td>
      <td>
        <span className={plugin.enabled ? 'admin-plugin-status is-active' : 'admin-plugin-status'}>
          <Message id={plugin.enabled ? 'admin_plugins.status.active' : 'admin_plugins.status.inactive'} />
        </span>
      </td>
      <td className="admin-plugin-actions">
        <label className="switch">
          <input
            type="checkbox"
            role="switch"
            checked={plugin.enabled}
            onChange={(event) => void toggle(event.target.checked)}
          />
          <span className="visually-hidden">{t('admin_plugins.switch_label', { name: plugin.name })}</span>
        </label>
        {plugin.have_config && (
          <Link to={`/admin/${plugin.slug_name}`} aria-label={t('admin_plugins.settings_of', { name: plugin.name })}>
            <Message id="admin_plugins.settings" />
          </Link>
        )}
      </td>
    </tr>
  );
}

function PluginTable({ filter }: { filter: Exclude<Filter, 'outdated'> }) {
  const plugins = useQueryData(filter, (signal) =>
    api.getAdminPlugins({ query: filter === 'all' ? {} : { status: filter } }, { signal }),
  );
  if (plugins.status === 'loading') return <LoadingStatus />;
  if (plugins.status === 'failed') return null;
  if (plugins.data.length === 0)
    return (
      <p className="empty-state">
        <Message id="admin_plugins.empty" />
      </p>
    );
  return (
    <table className="admin-plugins">
      <thead>
        <tr>
          <th scope="col">
            <Message id="admin_plugins.column.name" />
          </th>
          <th scope="col">
            <Message id="admin_plugins.column.version" />
          </th>
          <th scope="col">
            <Message id="admin_plugins.column.status" />
          </th>
          <th scope="col">
            <Message id="admin_plugins.column.action" />
          </th>
        </tr>
      </thead>
      <tbody>
        {plugins.data.map((plugin) => (
          <PluginRow key={plugin.slug_name} plugin={plugin} onSwitched={plugins.reload} />
        ))}
      </tbody>
    </table>
  );
}

/** /admin/installed-plugins: every registered plugin, its state and a switch; a link to its settings when it has some. */
export default function InstalledPlugins() {
  const [search] = useSearchParams();
  const filter = filters.find((candidate) => candidate === search.get('filter')) ?? filters[0];
  return (
    <section className="admin-installed-plugins">
      <h1>
        <Message id="admin_plugins.heading" />
      </h1>
      <SortTabs
        sorts={filters}
        current={filter}
        parameter="filter"
        label="admin_plugins.filter_label"
        nameOf={filterName}
      />
      {filter === 'outdated' ? (
        // every plugin is built in and updated with the product, so none can be behind
        <p className="empty-state">
          <Message id="admin_plugins.none_outdated" values={{ product: constants.product_name }} />
        </p>
      ) : (
        <PluginTable filter={filter} />
      )}
      <p className="form-help">
        <Message id="admin_plugins.one_captcha" />
      </p>
    </section>
  );
}
