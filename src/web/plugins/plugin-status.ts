import { useEffect } from 'react';
import { api } from '../app/api-client.ts';
import { createExternalStore, useExternalStore } from '../app/external-store.ts';
import { webPlugins } from './built-in.ts';
import type { WebPlugin } from './web-plugin.ts';

/** The slug names GET plugin/status marks enabled; empty until it answers. */
const enabledStore = createExternalStore<ReadonlySet<string>>(new Set());
let asked = false;

/** Asks GET plugin/status (again after an admin switches a plugin) and shares the answer. */
export async function refreshPluginStatus(): Promise<void> {
  asked = true;
  try {
    const statuses = await api.getPluginStatus({}, { passThroughErrors: true, ignore50X: true });
    enabledStore.set(new Set(statuses.filter((status) => status.enabled).map((status) => status.slug_name)));
  } catch {
    // the plugins stay as they were: posts keep showing code, the editor its own buttons
  }
}

const enabledOf = (enabled: ReadonlySet<string>) => webPlugins.filter((plugin) => enabled.has(plugin.slug_name));
let lastEnabled: ReadonlySet<string> | undefined;
let lastPlugins: WebPlugin[] = [];

/** The browser plugins that are on, in registration order; the same array while nothing changes. */
export function useEnabledPlugins(): WebPlugin[] {
  // after mount: a page the server draws asks nothing while drawing
  useEffect(() => {
    if (!asked) void refreshPluginStatus();
  }, []);
  const enabled = useExternalStore(enabledStore);
  if (enabled !== lastEnabled) [lastEnabled, lastPlugins] = [enabled, enabledOf(enabled)];
  return lastPlugins;
}
