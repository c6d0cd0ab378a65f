import { isAbsolute, resolve } from 'node:path';
import { constants } from '../../../../generated/constants.ts';
import { forms } from '../../../../generated/forms.ts';
import type { BodyOf } from '../../../../generated/operations.ts';
import { defaultsOf } from '../../settings/defaults.ts';

export type DatabaseForm = BodyOf<'installDbCheck'>;
type CompleteDatabaseForm = Required<NonNullable<DatabaseForm>>;

/** The database URL (README: sqlite:, postgres://, mysql://) that the wizard's step 2 describes. */
export function databaseUrlOf(received: DatabaseForm, dataDir: string): string {
  // The request schema fills omitted fields with these same defaults; this keeps the types honest.
  const form = { ...(defaultsOf(forms.install_database.schema) as CompleteDatabaseForm), ...received };
  switch (form.db_type) {
    case 'sqlite3':
      return `sqlite:${isAbsolute(form.db_file) ? form.db_file : resolve(dataDir, form.db_file)}`;
    case 'postgres':
      return serverUrl('postgres', form, constants.install.default_ports.postgres);
    case 'mysql':
      return serverUrl('mysql', form, constants.install.default_ports.mysql);
  }
}

function serverUrl(scheme: string, form: CompleteDatabaseForm, defaultPort: number): string {
  // The form's pattern allows only a host name or address and a port, so this parse cannot pick up a path.
  const url = new URL(`${scheme}://${form.db_host}`);
  if (url.port === '') url.port = String(defaultPort);
  url.username = form.db_username;
  url.password = form.db_password;
  url.pathname = `/${form.db_name}`;
  return url.toString();
}
