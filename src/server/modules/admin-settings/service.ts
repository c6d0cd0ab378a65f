import { forms } from '../../../../generated/forms.ts';
import type { SettingsPage } from '../../../../generated/settings-pages.ts';
import { readSettings, writeSetting } from '../../db/settings-store.ts';
import { transactionWithRetry } from '../../db/retry-transaction.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { withDefaults } from '../../settings/defaults.ts';
import type { SettingsValues } from './hook.ts';
import { hooks } from './hooks/index.ts';

/** A page's stored row over the defaults of its form, as GET and PUT answer it. */
export async function readPage(page: SettingsPage, context: HandlerContext): Promise<SettingsValues> {
  const stored = await readSettings(context.services.db);
  const values = withDefaults<SettingsValues>(forms[page.form].schema, stored[page.storage]);
  return present(page, values, context);
}

/**
 * The form's values a PUT saves: what the body sends, and for an optional field it leaves out (one an
 * established client does not know, such as queue_below_reputation from the Apache Answer UI) the saved
 * value, so saving a page never resets a field the caller did not send.
 */
function overSaved(page: SettingsPage, body: SettingsValues, saved: unknown): SettingsValues {
  const row = (typeof saved === 'object' && saved !== null ? saved : {}) as SettingsValues;
  const fields = Object.keys(forms[page.form].schema.properties);
  return Object.fromEntries(
    fields.flatMap((field) => (field in body ? [[field, body[field]]] : field in row ? [[field, row[field]]] : [])),
  );
}

/**
 * Saves a page's form (already checked against its schema by the route, required fields present): the
 * page's hook may normalize or refuse it, then the row is replaced in one transaction with whatever the
 * hook writes beside it.
 */
export async function savePage(
  page: SettingsPage,
  sent: SettingsValues,
  context: HandlerContext,
): Promise<SettingsValues> {
  const hook = hooks[page.id];
  const body = overSaved(page, sent, (await readSettings(context.services.db))[page.storage]);
  const prepared = hook?.prepare ? await hook.prepare({ ...body }, context) : body;
  const saved = await transactionWithRetry(context.services.db, async (trx) => {
    const values = hook?.beforeSave ? await hook.beforeSave({ ...prepared }, { ...context, trx }) : prepared;
    await writeSetting(trx, page.storage, values);
    return values;
  });
  await hook?.afterSave?.(saved, context);
  return present(page, withDefaults<SettingsValues>(forms[page.form].schema, saved), context);
}

async function present(page: SettingsPage, values: SettingsValues, context: HandlerContext) {
  const hook = hooks[page.id];
  return hook?.present ? hook.present(values, context) : values;
}
