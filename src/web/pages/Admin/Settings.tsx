import { useLocation } from 'react-router-dom';
import { forms } from '../../../../generated/forms.ts';
import { settingsPages, type SettingsPage } from '../../../../generated/settings-pages.ts';
import type { CallOptions } from '../../../shared/api/envelope-runtime.ts';
import { api } from '../../app/api-client.ts';
import { useUpdateSiteInfo } from '../../app/site-context.ts';
import { showToast } from '../../app/toasts.ts';
import { LoadingStatus } from '../../components/LoadingStatus.tsx';
import { Message } from '../../components/Message.tsx';
import { LazySchemaForm } from '../../forms/LazySchemaForm.tsx';
import type { FormData } from '../../forms/server-errors.ts';
import { useApiData } from '../../hooks/useApiData.ts';
import { useMessage } from '../../hooks/useMessage.ts';
import './settings.css';

type SettingsCall = (input: { body?: FormData }, options?: CallOptions) => Promise<FormData>;

/** The client's method for one of a page's operations (every settings GET and PUT carries the page's form). */
function call(operationId: SettingsPage['get'] | SettingsPage['put']): SettingsCall {
  return api[operationId] as unknown as SettingsCall;
}

/**
 * Every admin settings page of spec/settings/: the page of this route loads its settings with its GET,
 * shows its form, and saves with its PUT; a page shown in siteinfo refreshes the site info it changed.
 */
export default function Settings() {
  const { pathname } = useLocation();
  const page = settingsPages.find((candidate) => candidate.path === pathname);
  // the route table has a route here only for a page of the table, so this is a programming error
  if (!page) throw new Error(`no settings page at ${pathname}`);
  // a new page (another route) is a new component, so its data loads afresh
  return <SettingsForm key={page.id} page={page} />;
}

/** A GET may answer more than the form holds (get_extra, e.g. theme_options): the form takes its own fields. */
function formFieldsOf(page: SettingsPage, data: FormData): FormData {
  const fields = forms[page.form].schema.properties as Record<string, unknown>;
  return Object.fromEntries(Object.entries(data).filter(([name]) => name in fields));
}

function SettingsForm({ page }: { page: SettingsPage }) {
  return (
    <section className="admin-settings" aria-labelledby={`${page.id}-heading`}>
      <h1 id={`${page.id}-heading`}>
        <Message id={page.title} />
      </h1>
      <SettingsPageForm page={page} />
    </section>
  );
}

/** A settings page's form alone: loaded with its GET, saved with its PUT (also placed by pages of their own). */
export function SettingsPageForm({ page }: { page: SettingsPage }) {
  const t = useMessage();
  const updateSiteInfo = useUpdateSiteInfo();
  const settings = useApiData((signal) => call(page.get)({}, { signal }));

  const save = async (data: FormData) => {
    await call(page.put)({ body: data });
    showToast('success', t('admin_settings.saved'));
    if (page.public !== null) updateSiteInfo(await api.getSiteInfo({}));
  };

  if (settings.status === 'loading') return <LoadingStatus />;
  if (settings.status === 'failed')
    return (
      <p role="alert">
        <Message id="admin_settings.load_failed" />
      </p>
    );
  return <LazySchemaForm form={forms[page.form]} initialData={formFieldsOf(page, settings.data)} onSubmit={save} />;
}
