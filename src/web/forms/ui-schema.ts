import type { UiSchema } from '@rjsf/utils';
import type { FormDefinition } from '../../../generated/forms.ts';
import type { MessageKey } from '../../../generated/messages/index.ts';
import { fieldLimits } from '../../shared/validation/issues.ts';

export type Translate = (key: MessageKey, values?: Record<string, number>) => string;

/**
 * rjsf's uiSchema for a form: widgets, order and translated labels, help (with the field's {min} and
 * {max}) and placeholders.
 * Option labels are translated when the catalogue has them as keys; others (such as a
 * language's own name) are shown as written.
 */
export function uiSchemaOf(
  form: Pick<FormDefinition, 'ui' | 'schema'>,
  t: Translate,
  hasMessage: (id: string) => boolean,
): UiSchema {
  return fieldsUiSchema(form.ui, form.schema, t, hasMessage);
}

type FieldsUi = FormDefinition['ui'];
type Schema = Record<string, unknown>;

function fieldsUiSchema(
  fields: FieldsUi,
  schema: Schema | undefined,
  t: Translate,
  hasMessage: (id: string) => boolean,
): UiSchema {
  const properties = schema?.properties as Record<string, Schema> | undefined;
  const uiSchema: UiSchema = { 'ui:order': [...Object.keys(fields), '*'] };
  for (const [field, ui] of Object.entries(fields)) {
    const nested = ui.fields ? fieldsUiSchema(ui.fields, properties?.[field], t, hasMessage) : {};
    uiSchema[field] = {
      ...nested,
      // a group is rjsf's own object field, drawn by ObjectFieldTemplate as a fieldset
      ...(ui.widget !== 'group' && { 'ui:widget': ui.widget }),
      'ui:title': t(ui.label),
      ...(ui.help && { 'ui:help': t(ui.help, fieldLimits(schema, field)) }),
      ...(ui.placeholder && { 'ui:placeholder': t(ui.placeholder) }),
      ...(ui.autocomplete && { 'ui:autocomplete': ui.autocomplete }),
      ...(ui.rows && { 'ui:rows': ui.rows }),
      ...(ui.option_labels && {
        'ui:enumNames': ui.option_labels.map((label) => (hasMessage(label) ? t(label as MessageKey) : label)),
      }),
    };
  }
  return uiSchema;
}
