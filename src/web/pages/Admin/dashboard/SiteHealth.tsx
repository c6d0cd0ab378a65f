import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { MessageKey } from '../../../../../generated/messages/index.ts';
import type { DataOf } from '../../../../../generated/operations.ts';
import { routeOf } from '../../../app/paths.ts';
import { RelativeTime } from '../../../components/question/RelativeTime.tsx';
import { useMessage } from '../../../hooks/useMessage.ts';
import { useByteSize } from './byte-size.ts';

type Dashboard = DataOf<'getAdminDashboard'>['info'];

function Facts({ heading, id, facts }: { heading: MessageKey; id: string; facts: [MessageKey, ReactNode][] }) {
  const t = useMessage();
  return (
    <section className="admin-card" aria-labelledby={id}>
      <h2 id={id}>{t(heading)}</h2>
      <dl className="admin-facts">
        {facts.map(([label, value]) => (
          <div key={label} className="admin-fact">
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Whether mail and HTTPS are set up, the time zone, the privacy switch and the uploads' size. */
export function SiteHealth({ data }: { data: Dashboard }) {
  const t = useMessage();
  const size = useByteSize();
  const smtpRoute = routeOf('/admin/smtp');
  return (
    <Facts
      heading="admin_dashboard.health.heading"
      id="admin-health-heading"
      facts={[
        [
          'admin_dashboard.health.smtp',
          data.smtp === 'enabled' ? (
            t('admin_dashboard.health.smtp_enabled')
          ) : (
            <>
              {t('admin_dashboard.health.smtp_missing')}{' '}
              {smtpRoute.built && <Link to={smtpRoute.path}>{t('admin_dashboard.health.smtp_configure')}</Link>}
            </>
          ),
        ],
        ['admin_dashboard.health.https', t(data.https ? 'admin_dashboard.yes' : 'admin_dashboard.no')],
        ['admin_dashboard.health.time_zone', data.time_zone],
        [
          'admin_dashboard.health.login_required',
          t(data.login_required ? 'admin_dashboard.yes' : 'admin_dashboard.no'),
        ],
        [
          'admin_dashboard.health.storage',
          t('admin_dashboard.health.storage_value', {
            files: data.uploading_files,
            size: size(data.occupying_storage_space),
          }),
        ],
      ]}
    />
  );
}

/** The version, how long the server has run, the runtime and the database with its size. */
export function SystemInfo({ data }: { data: Dashboard }) {
  const size = useByteSize();
  const { version, revision } = data.version_info;
  return (
    <Facts
      heading="admin_dashboard.system.heading"
      id="admin-system-heading"
      facts={[
        ['admin_dashboard.system.version', revision ? `${version} (${revision})` : version],
        ['admin_dashboard.system.started', <RelativeTime key="started" seconds={data.app_start_time} />],
        ['admin_dashboard.system.runtime', `Node.js ${data.node_version}`],
        ['admin_dashboard.system.database', `${data.database_engine} ${data.database_version}`],
        ['admin_dashboard.system.database_size', size(data.database_size)],
      ]}
    />
  );
}
