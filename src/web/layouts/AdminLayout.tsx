import { NavColumn, type NavGroup } from './NavColumn.tsx';
import { SiteFrame } from './SiteFrame.tsx';

/** The admin navigation groups of product spec §2. */
const adminNav: NavGroup[] = [
  { paths: ['/admin/dashboard'] },
  { heading: 'admin_nav.contents', paths: ['/admin/questions', '/admin/answers'] },
  { paths: ['/admin/users'] },
  { heading: 'admin_nav.customize', paths: ['/admin/themes', '/admin/css-html'] },
  {
    heading: 'admin_nav.settings',
    paths: [
      '/admin/general',
      '/admin/interface',
      '/admin/branding',
      '/admin/smtp',
      '/admin/legal',
      '/admin/write',
      '/admin/seo',
      '/admin/login',
      '/admin/settings-users',
      '/admin/privileges',
    ],
  },
  { heading: 'admin_nav.plugins', paths: ['/admin/installed-plugins'] },
];

export function AdminLayout() {
  return <SiteFrame nav={<NavColumn label="layout.admin_navigation" groups={adminNav} />} />;
}
