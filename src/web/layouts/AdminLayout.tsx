import { navGroups } from '../../../generated/routes.ts';
import { NavColumn, type NavGroup } from './NavColumn.tsx';
import { SiteFrame } from './SiteFrame.tsx';

/** The admin navigation groups of product spec §2, as spec/routes.yaml orders them. */
const adminNav: NavGroup[] = navGroups.map((group) => ({
  ...(group.heading ? { heading: group.heading } : {}),
  paths: [...group.paths],
}));

/** Loaded with the first admin page only (router.tsx), so public pages do not carry it. */
export default function AdminLayout() {
  return <SiteFrame nav={<NavColumn label="layout.admin_navigation" groups={adminNav} />} />;
}
