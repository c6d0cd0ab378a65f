import type { MessageKey } from '../../../generated/messages/index.ts';
import { showToast } from '../app/toasts.ts';
import { useMessage } from '../hooks/useMessage.ts';
import { pluginSettingsForm, type PluginConfig } from './plugin-settings-form.ts';
import { LazySchemaForm } from './LazySchemaForm.tsx';
import type { FormData } from './server-errors.ts';

type ConfigValues = Record<string, string | number | boolean>;

interface PluginSettingsFormProps {
  plugin: Pick<PluginConfig, 'slug_name' | 'config_fields'>;
  /** sends the values (the admin's or the person's own settings call) */
  save(values: ConfigValues): Promise<unknown>;
  /** the toast once saved */
  saved: MessageKey;
}

/** A plugin's settings drawn from its config fields, checked as the server checks them, then saved. */
export function PluginSettingsForm({ plugin, save, saved }: PluginSettingsFormProps) {
  const t = useMessage();
  const { form, runtime, initialData } = pluginSettingsForm(plugin);
  const submit = async (data: FormData) => {
    await save(data as ConfigValues);
    showToast('success', t(saved));
  };
  return <LazySchemaForm form={form} runtime={runtime} initialData={initialData} onSubmit={submit} />;
}
