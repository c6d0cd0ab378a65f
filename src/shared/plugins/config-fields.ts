import type { components } from '../../../generated/api-types.ts';
import { constants } from '../../../generated/constants.ts';
import type { MessageKey } from '../../../generated/messages/keys.ts';
import { messageForIssue, type LocalizableMessage, type ValidationIssue } from '../validation/issues.ts';

/** One setting of a plugin as the admin API sends it (answer-api-facts §5), texts already translated. */
export type ConfigField = components['schemas']['ConfigField'];
export type ConfigValue = string | number | boolean;
export type ConfigValues = Record<string, ConfigValue>;

/** What the rules of a setting depend on (its texts do not matter to them). */
export type ConfigFieldRules = Pick<ConfigField, 'name' | 'type' | 'required' | 'ui_options'> & {
  options: ReadonlyArray<{ value: string }>;
};

type ValueKind = 'string' | 'integer' | 'boolean';

/** What a field's value is: a switch is on or off, a number input holds a whole number, the rest hold text. */
export function valueKindOf(field: Pick<ConfigFieldRules, 'type' | 'ui_options'>): ValueKind {
  if (field.type === 'switch') return 'boolean';
  if (field.type === 'input' && field.ui_options.input_type === 'number') return 'integer';
  return 'string';
}

const sharedMessages: Record<string, MessageKey> = {
  required: 'validation.plugin_config.required',
  enum: 'validation.plugin_config.enum',
  maxLength: 'validation.plugin_config.max_length',
  minimum: 'validation.plugin_config.minimum',
  maximum: 'validation.plugin_config.maximum',
  additionalProperties: 'validation.plugin_config.additional_property',
};

function propertyOf(field: ConfigFieldRules): Record<string, unknown> {
  switch (valueKindOf(field)) {
    case 'boolean':
      return { type: 'boolean' };
    case 'integer':
      return {
        type: 'integer',
        minimum: field.ui_options.min ?? constants.plugin.config_number.min,
        maximum: field.ui_options.max ?? constants.plugin.config_number.max,
      };
    case 'string':
      return {
        type: 'string',
        maxLength: field.ui_options.max_length ?? constants.plugin.config_text_max,
        ...(field.type === 'select' && { enum: field.options.map((option) => option.value) }),
      };
  }
}

/**
 * A plugin's settings as a form's JSON Schema and messages: the page draws the form from it and both
 * sides word a broken rule with it (messageForIssue reads the limits from the schema).
 */
export function configFieldsForm(fields: ReadonlyArray<ConfigFieldRules>) {
  const properties: Record<string, Record<string, unknown>> = {};
  const messages: Record<string, Record<string, MessageKey>> = {};
  for (const field of fields) {
    properties[field.name] = propertyOf(field);
    const typeMessage: MessageKey =
      valueKindOf(field) === 'integer' ? 'validation.plugin_config.integer' : 'validation.plugin_config.type';
    messages[field.name] = { ...sharedMessages, type: typeMessage };
  }
  const schema = {
    type: 'object',
    additionalProperties: false,
    required: fields.filter((field) => field.required).map((field) => field.name),
    properties,
  };
  return { schema, messages };
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function typeFits(kind: ValueKind, value: unknown): boolean {
  if (kind === 'integer') return typeof value === 'number' && Number.isInteger(value);
  return typeof value === kind;
}

/**
 * Every broken rule of the values sent for a plugin's settings, in the fields' order: a name the plugin
 * does not have, an empty required field, a wrong type, an option it does not offer, a limit passed.
 * The server refuses with these and the page checks with them before sending, so both say the same.
 */
export function configFieldIssues(
  fields: ReadonlyArray<ConfigFieldRules>,
  values: Record<string, unknown>,
): ValidationIssue[] {
  const { schema } = configFieldsForm(fields);
  const known = new Set(fields.map((field) => field.name));
  const issues: ValidationIssue[] = Object.keys(values)
    .filter((name) => !known.has(name))
    .map((name) => ({ field: name, keyword: 'additionalProperties', params: { additionalProperty: name } }));
  for (const field of fields) {
    const value = values[field.name];
    const at = (keyword: string, params: Record<string, unknown> = {}) =>
      issues.push({ field: field.name, keyword, params });
    if (isEmpty(value)) {
      if (field.required) at('required', { missingProperty: field.name });
      continue;
    }
    const kind = valueKindOf(field);
    if (!typeFits(kind, value)) {
      at('type', { type: kind });
      continue;
    }
    const rule = schema.properties[field.name] ?? {};
    if (kind === 'integer') {
      if ((value as number) < (rule.minimum as number)) at('minimum', { limit: rule.minimum });
      else if ((value as number) > (rule.maximum as number)) at('maximum', { limit: rule.maximum });
    } else if (kind === 'string') {
      if ((value as string).length > (rule.maxLength as number)) at('maxLength', { limit: rule.maxLength });
      else if (Array.isArray(rule.enum) && !rule.enum.includes(value)) at('enum', { allowedValues: rule.enum });
    }
  }
  return issues;
}

/** The words for a broken rule of a plugin's settings; a name the plugin does not have has no field of its own. */
export function messageForConfigIssue(
  issue: ValidationIssue,
  fields: ReadonlyArray<ConfigFieldRules>,
): LocalizableMessage {
  const form = configFieldsForm(fields);
  if (issue.keyword === 'additionalProperties') return { key: sharedMessages.additionalProperties!, values: {} };
  return messageForIssue(issue, form);
}
