import { toErrorSchema, type RJSFValidationError, type UiSchema, type ValidatorType } from '@rjsf/utils';
import type { FormDefinition } from '../../../generated/forms.ts';
import type { DataOf } from '../../../generated/operations.ts';
import {
  configFieldIssues,
  configFieldsForm,
  type ConfigField,
  type ConfigFieldRules,
} from '../../shared/plugins/config-fields.ts';
import type { FormData } from './server-errors.ts';

export type PluginConfig = DataOf<'getPluginConfig'>;

/** The widget of our form theme that draws a config field (answer-api-facts §5 types). */
function widgetOf(field: ConfigField): string {
  switch (field.type) {
    case 'input':
      return field.ui_options.input_type ?? 'text';
    case 'switch':
      return 'checkbox';
    default:
      return field.type;
  }
}

function fieldUi(field: ConfigField): UiSchema {
  const rows = Number(field.ui_options.rows);
  return {
    'ui:widget': widgetOf(field),
    'ui:title': field.title,
    ...(field.description && { 'ui:help': field.description }),
    ...(field.ui_options.placeholder && { 'ui:placeholder': field.ui_options.placeholder }),
    ...(rows > 0 && { 'ui:rows': rows }),
    ...(field.type === 'select' && { 'ui:enumNames': field.options.map((option) => option.label) }),
  };
}

/**
 * The browser's check of a plugin's settings: the very rules the server applies (configFieldIssues),
 * handed to rjsf as its errors so they are worded by the form's messages like every other form.
 */
function configValidator(fields: ReadonlyArray<ConfigFieldRules>): ValidatorType<FormData> {
  return {
    validateFormData(formData, _schema, _customValidate, transformErrors, uiSchema) {
      const raw: RJSFValidationError[] = configFieldIssues(fields, formData ?? {}).map((issue) => ({
        name: issue.keyword,
        property: `.${issue.field}`,
        params: issue.params,
        message: issue.keyword,
        stack: issue.keyword,
        schemaPath: '',
      }));
      const errors = transformErrors ? transformErrors(raw, uiSchema) : raw;
      return { errors, errorSchema: toErrorSchema<FormData>(errors) };
    },
    isValid: (_schema, formData) => configFieldIssues(fields, (formData ?? {}) as FormData).length === 0,
    rawValidation: () => ({ errors: undefined, validationError: undefined }),
  };
}

/**
 * A plugin's settings as one of our forms: the JSON Schema and messages of its config fields, the ui
 * schema with the titles and help the server sent in the reader's language, and its current values.
 */
export function pluginSettingsForm(plugin: Pick<PluginConfig, 'slug_name' | 'config_fields'>) {
  const fields = plugin.config_fields;
  const { schema, messages } = configFieldsForm(fields);
  const form: FormDefinition = {
    id: `plugin_${plugin.slug_name}`,
    title: 'page_title.admin_plugin_config',
    submit: 'admin_plugins.config.save',
    schema,
    ui: {},
    messages,
  };
  const uiSchema: UiSchema = {
    'ui:order': [...fields.map((field) => field.name), '*'],
    ...Object.fromEntries(fields.map((field) => [field.name, fieldUi(field)])),
  };
  const initialData: FormData = Object.fromEntries(fields.map((field) => [field.name, field.value]));
  return { form, runtime: { validator: configValidator(fields), uiSchema }, initialData };
}
