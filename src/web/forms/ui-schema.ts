import type { UiSchema } from '@rjsf/utils';
import type { FormDefinition } from '../../../generated/forms.ts';
import type { MessageKey } from '../../../generated/messages/index.ts';

export type Translate = (key: MessageKey) => string;

/**
 * rjsf's uiSchema for a form: widgets, order and translated labels, help and placeholders.
 * Option labels are translated when the catalogue has them as keys; others (such as a
 * language's own name) are shown as written.
 */
export function uiSchemaOf(
  form: Pick<FormDefinition, 'ui'>,
  t: Translate,
  hasMessage: (id: string) => boolean,
): UiSchema {
  return fieldsUiSchema(form.ui, t, hasMessage);
}

type FieldsUi = FormDefinition['ui'];

function fieldsUiSchema(fields: FieldsUi, t: Translate, hasMessage: (id: string) => boolean): UiSchema {
  const uiSchema: UiSchema = { 'ui:order': [...Object.keys(fields), '*'] };
  for (const [field, ui] of Object.entries(fields)) {
    const nested = ui.fields ? fieldsUiSchema(ui.fields, t, hasMessage) : {};
    uiSchema[field] = {
      ...nested,
      // a group is rjsf's own object field, drawn by ObjectFieldTemplate as a fieldset
      ...(ui.widget !== 'group' && { 'ui:widget': ui.widget }),
      'ui:title': t(ui.label),
      ...(ui.help && { 'ui:help': t(ui.help) }),
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
