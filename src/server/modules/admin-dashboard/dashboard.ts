import { constants } from '../../../../generated/constants.ts';
import type { DataOf } from '../../../../generated/operations.ts';
import { remembered } from '../../cache/database-cache.ts';
import { deepFreeze } from '../../cache/deep-freeze.ts';
import { loadSmtpSettings } from '../../mail/smtp-settings.ts';
import type { Services } from '../../services.ts';
import { loadSiteInfo } from '../../settings/site-settings.ts';
import { dailyActivity } from './daily-activity.ts';
import { databaseFacts } from './database-facts.ts';
import { pendingFlagCount } from './flag-count.ts';
import { countSite } from './site-counts.ts';
import { untrustedProxies } from './untrusted-proxies.ts';

type Dashboard = DataOf<'getAdminDashboard'>;
type Counted = Omit<Dashboard['info'], 'untrusted_proxies'>;

/** When this process started, in Unix seconds. */
function appStartTime(): number {
  return Math.floor(Date.now() / 1000 - process.uptime());
}

async function readDashboard(services: Services): Promise<Counted> {
  const { db } = services;
  const [site, smtp] = await Promise.all([loadSiteInfo(services), loadSmtpSettings(services)]);
  const now = Math.floor(Date.now() / 1000);
  const [counts, reports, daily, database] = await Promise.all([
    countSite(db),
    pendingFlagCount(db),
    dailyActivity(db, site.interface.time_zone, now),
    databaseFacts(db),
  ]);
  return {
    ...counts,
    report_count: reports,
    smtp: smtp.smtp_host ? 'enabled' : 'not_configured',
    https: site.general.site_url.startsWith('https://'),
    time_zone: site.interface.time_zone,
    app_start_time: appStartTime(),
    version_info: { version: services.version, revision: site.revision, remote_version: '' },
    login_required: site.login.login_required,
    node_version: process.version,
    ...database,
    daily,
  };
}

/**
 * The counts, kept admin_dashboard.cache_seconds: the writes to the tables it counts empty it at once
 * (cache/write-watch.ts, scope dashboard), so only the database's size on disk may lag.
 */
function cachedCounts(services: Services): Promise<Counted> {
  return remembered(services.db, 'dashboard', 'dashboard', constants.admin_dashboard.cache_seconds, async () =>
    deepFreeze(await readDashboard(services)),
  );
}

/** GET admin dashboard: the counts, and the proxy warning as any process of the site recorded it. */
export async function siteDashboard(services: Services): Promise<Dashboard> {
  const now = Math.floor(Date.now() / 1000);
  const [counted, proxies] = await Promise.all([cachedCounts(services), untrustedProxies(services.db, now)]);
  return { info: { ...counted, untrusted_proxies: proxies } };
}
