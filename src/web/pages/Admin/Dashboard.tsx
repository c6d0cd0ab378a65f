import { Link } from 'react-router-dom';
import { api } from '../../app/api-client.ts';
import { homePath, pathOfPage } from '../../app/paths.ts';
import { LoadingStatus } from '../../components/LoadingStatus.tsx';
import { useApiData } from '../../hooks/useApiData.ts';
import { useMessage } from '../../hooks/useMessage.ts';
import { ActivityChart } from './dashboard/ActivityChart.tsx';
import { ProxyWarning } from './dashboard/ProxyWarning.tsx';
import { SiteHealth, SystemInfo } from './dashboard/SiteHealth.tsx';
import { SiteStats } from './dashboard/SiteStats.tsx';
import './dashboard/dashboard.css';

/** /admin and /admin/dashboard: the site's numbers, its health, the last days' activity and the admin's links. */
export default function AdminDashboard() {
  const t = useMessage();
  const dashboard = useApiData((signal) => api.getAdminDashboard({}, { signal }));
  return (
    <div className="admin-dashboard">
      <h1>{t('admin_dashboard.heading')}</h1>
      {dashboard.status === 'loading' && <LoadingStatus />}
      {dashboard.status === 'loaded' && (
        <>
          <ProxyWarning proxies={dashboard.data.info.untrusted_proxies} />
          <SiteStats data={dashboard.data.info} />
          <ActivityChart days={dashboard.data.info.daily} />
          <div className="admin-dashboard-grid">
            <SiteHealth data={dashboard.data.info} />
            <SystemInfo data={dashboard.data.info} />
            <section className="admin-card" aria-labelledby="admin-links-heading">
              <h2 id="admin-links-heading">{t('admin_dashboard.links.heading')}</h2>
              <ul className="admin-links">
                <li>
                  <Link to={homePath}>{t('admin_dashboard.links.site')}</Link>
                </li>
                <li>
                  <Link to={pathOfPage('Admin/Questions')}>{t('admin_dashboard.links.questions')}</Link>
                </li>
                <li>
                  <Link to={pathOfPage('Admin/Answers')}>{t('admin_dashboard.links.answers')}</Link>
                </li>
                <li>
                  <Link to={pathOfPage('Admin/Users')}>{t('admin_dashboard.links.users')}</Link>
                </li>
              </ul>
            </section>
          </div>
        </>
      )}
    </div>
  );
}
