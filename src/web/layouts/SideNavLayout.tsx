import { useEffect, useState } from 'react';
import type { DataOf } from '../../../generated/operations.ts';
import { api } from '../app/api-client.ts';
import { useSession } from '../app/session.ts';
import { NavColumn, type NavGroup } from './NavColumn.tsx';
import { SiteFrame } from './SiteFrame.tsx';

const settingsPaths: NavGroup['paths'] = [
  '/users/settings/profile',
  '/users/settings/notify',
  '/users/settings/account',
  '/users/settings/interface',
];

type UserPlugins = DataOf<'getUserPluginConfigs'>;

/** The plugins that are on with settings for each person, linked after the settings pages. */
function useUserPlugins(signedIn: boolean): UserPlugins {
  const [plugins, setPlugins] = useState<UserPlugins>([]);
  useEffect(() => {
    if (!signedIn) return setPlugins([]);
    const controller = new AbortController();
    // a background list: a session that just ended must not send anyone to the login page
    api
      .getUserPluginConfigs({}, { signal: controller.signal, passThroughErrors: true, ignore50X: true })
      .then(setPlugins, () => undefined);
    return () => controller.abort();
  }, [signedIn]);
  return plugins;
}

/** The settings navigation for signed-in people (route plugins' pages share this layout with anyone). */
export function SideNavLayout() {
  const { user } = useSession();
  const plugins = useUserPlugins(user !== null);
  const groups: NavGroup[] = [
    {
      paths: settingsPaths,
      extra: plugins.map((plugin) => ({ to: `/users/settings/${plugin.slug_name}`, label: plugin.name })),
    },
  ];
  return <SiteFrame nav={user ? <NavColumn label="layout.settings_navigation" groups={groups} /> : undefined} />;
}
