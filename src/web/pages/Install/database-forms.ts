import { type FormDefinition, forms } from '../../../../generated/forms.ts';
import type { DatabaseForm } from '../../../../machines/install.machine.ts';

export type Engine = DatabaseForm['db_type'] & string;

const base: FormDefinition = forms.install_database;
const serverFields = ['db_host', 'db_name', 'db_username', 'db_password'] as const;
const fieldsOf: Record<Engine, readonly string[]> = {
  sqlite3: ['db_file'],
  postgres: serverFields,
  mysql: serverFields,
};

function pick<T>(record: Readonly<Record<string, T>>, fields: readonly string[]): Record<string, T> {
  return Object.fromEntries(fields.filter((field) => field in record).map((field) => [field, record[field]!]));
}

/** Step 2's form narrowed to one engine's fields; the engine itself is chosen beside the form. */
export function databaseFormFor(engine: Engine): FormDefinition {
  const fields = fieldsOf[engine];
  const schema = base.schema as { properties: Record<string, unknown>; required?: string[] };
  return {
    ...base,
    schema: { ...base.schema, properties: pick(schema.properties, fields), required: [] },
    ui: pick(base.ui, fields),
    messages: pick(base.messages, fields),
  };
}

/** The engines in the order and with the names of spec/constants.yaml. */
export function engineOptions(): Array<{ value: Engine; label: string }> {
  const property = (base.schema as { properties: { db_type: { enum: Engine[] } } }).properties.db_type;
  const labels = base.ui.db_type?.option_labels ?? [];
  return property.enum.map((value, index) => ({ value, label: labels[index] ?? value }));
}
