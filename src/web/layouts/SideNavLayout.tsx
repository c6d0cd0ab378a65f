import { NavColumn, type NavGroup } from './NavColumn.tsx';
import { SiteFrame } from './SiteFrame.tsx';

const settingsNav: NavGroup[] = [
  {
    paths: [
      '/users/settings/profile',
      '/users/settings/notify',
      '/users/settings/account',
      '/users/settings/interface',
    ],
  },
];

export function SideNavLayout() {
  return <SiteFrame nav={<NavColumn label="layout.settings_navigation" groups={settingsNav} />} />;
}
