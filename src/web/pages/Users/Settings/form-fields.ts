import type { FormDefinition } from '../../../../../generated/forms.ts';

/** The form with only the named fields: the ones this person may change here. */
export function withFields(form: FormDefinition, fields: readonly string[]): FormDefinition {
  const keep = <T>(record: Record<string, T>) =>
    Object.fromEntries(Object.entries(record).filter(([name]) => fields.includes(name)));
  const schema = form.schema as { properties: Record<string, unknown>; required?: string[] };
  return {
    ...form,
    schema: {
      ...form.schema,
      properties: keep(schema.properties),
      ...(schema.required && { required: schema.required.filter((name) => fields.includes(name)) }),
    },
    ui: keep(form.ui),
    messages: keep(form.messages),
  };
}
