import { useEffect } from 'react';
import { api } from '../app/api-client.ts';
import { createExternalStore, useExternalStore } from '../app/external-store.ts';

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

interface Plugin {
  slug_name: string;
}

const lastEnabledOf = new WeakMap<readonly Plugin[], { enabled: ReadonlySet<string>; plugins: Plugin[] }>();

/**
 * Those of `plugins` (built-in.ts's, or their drawing parts alone) that are on, in their order; the same
 * array while nothing changes.
 */
export function useEnabledPlugins<T extends Plugin>(plugins: readonly T[]): T[] {
  // after mount: a page the server draws asks nothing while drawing
  useEffect(() => {
    if (!asked) void refreshPluginStatus();
  }, []);
  const enabled = useExternalStore(enabledStore);
  let last = lastEnabledOf.get(plugins);
  if (last?.enabled !== enabled) {
    last = { enabled, plugins: plugins.filter((plugin) => enabled.has(plugin.slug_name)) };
    lastEnabledOf.set(plugins, last);
  }
  return last.plugins as T[];
}
