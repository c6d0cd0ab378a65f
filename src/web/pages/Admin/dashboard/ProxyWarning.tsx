import type { DataOf } from '../../../../../generated/operations.ts';
import { RelativeTime } from '../../../components/question/RelativeTime.tsx';
import { useMessage } from '../../../hooks/useMessage.ts';

type UntrustedProxy = DataOf<'getAdminDashboard'>['info']['untrusted_proxies'][number];

/**
 * Warns that requests arrive with forwarding headers from peers the site does not trust as proxies, and
 * says how to trust them: behind such a proxy every visitor shares its address, and so its limits.
 */
export function ProxyWarning({ proxies }: { proxies: UntrustedProxy[] }) {
  const t = useMessage();
  if (proxies.length === 0) return null;
  return (
    <section className="admin-card admin-warning" role="alert" aria-labelledby="admin-proxy-heading">
      <h2 id="admin-proxy-heading">{t('admin_dashboard.proxy.heading')}</h2>
      {proxies.map((proxy) => (
        <div key={proxy.address} className="admin-warning-peer">
          <p>
            {t('admin_dashboard.proxy.seen', { address: proxy.address, header: proxy.header })}{' '}
            <span className="admin-warning-time">
              {t('admin_dashboard.proxy.last_seen')}: <RelativeTime seconds={proxy.seen_at} />
            </span>
          </p>
          <p>{t('admin_dashboard.proxy.fix', { address: proxy.address })}</p>
        </div>
      ))}
    </section>
  );
}
