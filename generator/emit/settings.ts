import { NAV_GROUPS, type SettingsPage } from '../check/settings.ts';
import { HEADER, json } from './format.ts';

export function emitSettingsPages(pages: SettingsPage[]): string {
  const table = [...pages]
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((page) => ({
      id: page.id,
      path: page.path,
      nav: page.nav,
      order: page.order,
      title: page.title,
      storage: page.storage,
      public: page.public,
      form: page.form,
      private: page.private,
      get: page.get.operationId,
      put: page.put.operationId,
    }));
  return `${HEADER}import type { FormId } from './forms.ts';
import type { MessageKey } from './messages/keys.ts';
import type { OperationId } from './operations.ts';

/** The groups of the admin navigation, in display order. */
export const navGroups = ${json(NAV_GROUPS)} as const;
export type NavGroup = (typeof navGroups)[number];

export interface SettingsPageDefinition {
  id: string;
  /** route, relative to the base path */
  path: string;
  nav: NavGroup;
  order: number;
  title: MessageKey;
  /** the site_setting row the page is kept in */
  storage: string;
  /** the siteinfo section that shows its public fields, or null */
  public: string | null;
  /** its form (schema with defaults, ui, messages) */
  form: FormId;
  /** fields never shown in siteinfo */
  private: readonly string[];
  get: OperationId;
  put: OperationId;
}

/** Every admin settings page of spec/settings/, served by one generic handler pair and one generic page. */
export const settingsPages = ${json(table)} as const satisfies readonly SettingsPageDefinition[];

export type SettingsPage = (typeof settingsPages)[number];
export type SettingsPageId = SettingsPage['id'];
export type SettingsOperationId = SettingsPage['get'] | SettingsPage['put'];
`;
}
