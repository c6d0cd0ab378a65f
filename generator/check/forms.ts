import { basename } from 'node:path';
import { SpecError } from '../errors.ts';
import { isRecord } from '../load.ts';
import { requireMessageKey, type Catalogues } from './messages.ts';

/** JSON Schema keywords that are rules a person can break; each needs a message key. */
const RULE_KEYWORDS = [
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'enum',
  'minimum',
  'maximum',
  'minItems',
  'maxItems',
] as const;
const UI_TEXT_KEYS = ['label', 'help', 'placeholder'] as const;
const UI_OTHER_KEYS = ['widget', 'option_labels', 'autocomplete', 'rows', 'fields'] as const;
// `group`: an object field shown as a fieldset of its own fields (ui `fields`), e.g. one body property holding {key, enable}
export const WIDGETS = [
  'text',
  'email',
  'password',
  'url',
  'textarea',
  'select',
  'checkbox',
  'number',
  'hidden',
  'group',
  // a boolean shown as an on/off switch
  'switch',
  // an array of strings, one per line
  'tags',
  // a site image: uploaded (POST file, source branding) and kept as its URL
  'image',
  // a #rrggbb colour, with a colour picker beside its text
  'color',
] as const;

export interface FieldUi {
  label: string;
  help?: string;
  placeholder?: string;
  widget: (typeof WIDGETS)[number];
  option_labels?: string[];
  autocomplete?: string;
  rows?: number;
  /** for a group: the ui hints of the object's own fields, in display order */
  fields?: Record<string, FieldUi>;
}

export interface FormDefinition {
  id: string;
  title: string;
  submit: string;
  schema: Record<string, unknown>;
  /** field → its ui hints; also the display order */
  ui: Record<string, FieldUi>;
  /** field → JSON Schema keyword → message key */
  messages: Record<string, Record<string, string>>;
}

/**
 * `resolve` replaces the $refs of a schema by the document's components; a field that refers to a
 * shared component (an id) takes its rules' messages from the generic ones.
 */
export function checkForm(
  raw: unknown,
  file: string,
  catalogues: Catalogues,
  resolve: (schema: Record<string, unknown>) => Record<string, unknown>,
): FormDefinition {
  if (!isRecord(raw)) throw new SpecError(file, '', 'a form must be a mapping');
  const id = raw.id;
  if (typeof id !== 'string' || `${id}.yaml` !== basename(file)) {
    throw new SpecError(file, 'id', `the form id must equal the file name (${basename(file, '.yaml')})`);
  }
  const schema = raw.schema;
  if (!isRecord(schema) || schema.type !== 'object' || !isRecord(schema.properties)) {
    throw new SpecError(file, 'schema', 'a form schema must be an object schema with properties');
  }
  if (schema.additionalProperties !== false) {
    throw new SpecError(file, 'schema.additionalProperties', 'must be false: a form accepts only its own fields');
  }
  const required = Array.isArray(schema.required) ? (schema.required as unknown[]) : [];
  const properties = schema.properties;
  for (const name of required) {
    if (typeof name !== 'string' || !(name in properties))
      throw new SpecError(file, 'schema.required', `'${String(name)}' is not a property`);
  }
  const uiIn = isRecord(raw.ui) ? raw.ui : {};
  const messagesIn = isRecord(raw.messages) ? raw.messages : {};
  for (const name of [...Object.keys(uiIn), ...Object.keys(messagesIn)]) {
    if (!(name in properties)) throw new SpecError(file, name, `'${name}' is not a property of the form`);
  }

  const ui: Record<string, FieldUi> = {};
  const messages: Record<string, Record<string, string>> = {};
  for (const [name, property] of Object.entries(properties)) {
    if (!isRecord(property)) throw new SpecError(file, `schema.properties.${name}`, 'a property must be a schema');
    ui[name] = checkFieldUi(uiIn[name], resolve(property), `${file}`, `ui.${name}`, catalogues);
    const fieldMessages = isRecord(messagesIn[name]) ? messagesIn[name] : {};
    const rules = '$ref' in property ? [] : rulesOf(property);
    if (required.includes(name)) rules.unshift('required');
    messages[name] = {};
    for (const rule of rules) {
      if (!(rule in fieldMessages))
        throw new SpecError(file, `messages.${name}.${rule}`, `rule '${rule}' of field '${name}' has no message key`);
    }
    for (const [rule, key] of Object.entries(fieldMessages)) {
      messages[name][rule] = requireMessageKey(catalogues, key, file, `messages.${name}.${rule}`);
    }
  }
  return {
    id,
    title: requireMessageKey(catalogues, raw.title, file, 'title'),
    submit: requireMessageKey(catalogues, raw.submit, file, 'submit'),
    schema: resolve(schema),
    ui,
    messages,
  };
}

/** The rules a person can break in a field; those of a group's own fields are the group's (errors name the top field). */
function rulesOf(property: Record<string, unknown>): string[] {
  const rules: string[] = RULE_KEYWORDS.filter((keyword) => keyword in property);
  if (!isRecord(property.properties)) return rules;
  if (Array.isArray(property.required) && property.required.length > 0) rules.push('required');
  for (const nested of Object.values(property.properties)) if (isRecord(nested)) rules.push(...rulesOf(nested));
  return [...new Set(rules)];
}

function checkFieldUi(
  raw: unknown,
  property: Record<string, unknown>,
  file: string,
  at: string,
  catalogues: Catalogues,
): FieldUi {
  if (!isRecord(raw)) throw new SpecError(file, at, 'every field needs ui hints with at least a label');
  for (const key of Object.keys(raw)) {
    if (![...UI_TEXT_KEYS, ...UI_OTHER_KEYS].includes(key as never))
      throw new SpecError(file, `${at}.${key}`, 'unknown ui hint');
  }
  const widget = raw.widget ?? (property.type === 'boolean' ? 'checkbox' : 'text');
  if (!WIDGETS.includes(widget as never))
    throw new SpecError(file, `${at}.widget`, `unknown widget; use one of ${WIDGETS.join(', ')}`);
  const ui: FieldUi = {
    label: requireMessageKey(catalogues, raw.label, file, `${at}.label`),
    widget: widget as FieldUi['widget'],
  };
  const isGroup = widget === 'group';
  if (isGroup !== (raw.fields !== undefined))
    throw new SpecError(file, `${at}.fields`, 'a group widget needs fields, and only a group has them');
  if (isGroup) {
    const properties = property.properties;
    if (property.type !== 'object' || !isRecord(properties) || !isRecord(raw.fields)) {
      throw new SpecError(
        file,
        `${at}.fields`,
        'a group is an object schema with properties, with ui hints per property',
      );
    }
    for (const name of Object.keys(raw.fields))
      if (!(name in properties))
        throw new SpecError(file, `${at}.fields.${name}`, `'${name}' is not a property of the group`);
    ui.fields = {};
    for (const [name, nested] of Object.entries(properties)) {
      if (!isRecord(nested)) throw new SpecError(file, `${at}.fields.${name}`, 'a property must be a schema');
      ui.fields[name] = checkFieldUi(raw.fields[name], nested, file, `${at}.fields.${name}`, catalogues);
    }
  }
  if (raw.help !== undefined) ui.help = requireMessageKey(catalogues, raw.help, file, `${at}.help`);
  if (raw.placeholder !== undefined)
    ui.placeholder = requireMessageKey(catalogues, raw.placeholder, file, `${at}.placeholder`);
  if (raw.autocomplete !== undefined) ui.autocomplete = String(raw.autocomplete);
  if (raw.rows !== undefined) ui.rows = Number(raw.rows);
  if (raw.option_labels !== undefined) {
    const labels = raw.option_labels;
    const options = property.enum;
    if (!Array.isArray(labels) || !Array.isArray(options) || labels.length !== options.length) {
      throw new SpecError(file, `${at}.option_labels`, 'needs one label per enum value');
    }
    ui.option_labels = labels.map(String);
  }
  return ui;
}
