import type { Transaction } from 'kysely';
import type { SettingsPageId } from '../../../../generated/settings-pages.ts';
import type { Database } from '../../db/schema.ts';
import type { HandlerContext } from '../../http/request-context.ts';

/** A settings page's values: the fields of its form (spec/settings/<page>.yaml). */
export type SettingsValues = Record<string, unknown>;

export interface SaveContext extends HandlerContext {
  /** the transaction the row is written in; a hook's own writes belong to it */
  trx: Transaction<Database>;
}

/**
 * What a settings page does beyond storing its form (all optional). The generic handlers call these;
 * a refusal is thrown as AppError.field so it shows next to its field.
 */
export interface SettingsHook {
  /**
   * after schema validation, before the transaction opens: what must not hold it open (a test mail over
   * the network); may normalize or refuse, like beforeSave
   */
  prepare?(values: SettingsValues, context: HandlerContext): Promise<SettingsValues> | SettingsValues;
  /** after schema validation, before the row is written: normalize values, refuse what the schema cannot */
  beforeSave?(values: SettingsValues, context: SaveContext): Promise<SettingsValues> | SettingsValues;
  /** once the transaction is committed: effects outside the row (the caches of site_setting empty themselves) */
  afterSave?(values: SettingsValues, context: HandlerContext): Promise<void> | void;
  /** what GET and PUT answer, from the stored values over their defaults */
  present?(values: SettingsValues, context: HandlerContext): Promise<SettingsValues> | SettingsValues;
}

export type SettingsHooks = Partial<Record<SettingsPageId, SettingsHook>>;
