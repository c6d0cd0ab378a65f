import type { FormDefinition } from '../../../generated/forms.ts';
import type { MessageKey } from '../../../generated/messages/keys.ts';

/** One broken rule, whether ajv found it on the server or in the browser. */
export interface ValidationIssue {
  /** the field's path, dot-separated (`site_name`, `config.port`) */
  field: string;
  /** the JSON Schema keyword that failed (`required`, `maxLength`, ...) */
  keyword: string;
  params: Record<string, unknown>;
}

export interface LocalizableMessage {
  key: MessageKey;
  values: Record<string, string | number>;
}

const GENERIC_KEYS: Record<string, MessageKey> = {
  required: 'validation.required',
  type: 'validation.type',
  enum: 'validation.enum',
  minLength: 'validation.min_length',
  maxLength: 'validation.max_length',
  pattern: 'validation.pattern',
  format: 'validation.format',
  minimum: 'validation.minimum',
  maximum: 'validation.maximum',
  minItems: 'validation.min_items',
  maxItems: 'validation.max_items',
  additionalProperties: 'validation.additional_property',
};

interface AjvLikeError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

export function issuesFromAjv(errors: ReadonlyArray<AjvLikeError>): ValidationIssue[] {
  return errors.map((error) => {
    const base = error.instancePath.split('/').filter(Boolean);
    const extra =
      error.keyword === 'required'
        ? error.params.missingProperty
        : error.keyword === 'additionalProperties'
          ? error.params.additionalProperty
          : undefined;
    const segments = typeof extra === 'string' ? [...base, extra] : base;
    return { field: listField(segments), keyword: error.keyword, params: error.params };
  });
}

/**
 * A field's dot path; an item of a list of plain values (`allow_email_domains.2`) is reported on the
 * list, which is the one control a person edits it in.
 */
export function listField(segments: readonly string[]): string {
  const last = segments.at(-1);
  return (last !== undefined && /^\d+$/.test(last) ? segments.slice(0, -1) : segments).join('.');
}

/** A form field's bounds as message values ({min}, {max}), for its errors and its help text alike. */
export function fieldLimits(schema: Record<string, unknown> | undefined, field: string): Record<string, number> {
  const property = (schema?.properties as Record<string, Record<string, unknown>> | undefined)?.[field] ?? {};
  const values: Record<string, number> = {};
  const min = property.minLength ?? property.minimum ?? property.minItems;
  const max = property.maxLength ?? property.maximum ?? property.maxItems;
  if (typeof min === 'number') values.min = min;
  if (typeof max === 'number') values.max = max;
  return values;
}

/**
 * The message for a broken rule: the form's own key for that field and rule when it has one,
 * else the generic one. Values carry the rule's limit and the field's min and max, so a
 * message like "Password must be at {min}-{max} characters" reads its numbers from the schema.
 */
export function messageForIssue(
  issue: ValidationIssue,
  form?: Pick<FormDefinition, 'schema' | 'messages'>,
): LocalizableMessage {
  const topField = issue.field.split('.')[0] ?? '';
  const own = form?.messages[topField]?.[issue.keyword];
  const values: Record<string, string | number> = { field: issue.field, ...fieldLimits(form?.schema, topField) };
  const limit = issue.params.limit;
  if (typeof limit === 'number' || typeof limit === 'string') values.limit = limit;
  values.limit ??= values.max ?? values.min ?? '';
  return { key: own ?? GENERIC_KEYS[issue.keyword] ?? 'validation.format', values };
}

/** First issue per field, in order: a person fixes one thing at a time per field. */
export function firstIssuePerField(issues: ReadonlyArray<ValidationIssue>): ValidationIssue[] {
  const seen = new Set<string>();
  return issues.filter((issue) => (seen.has(issue.field) ? false : (seen.add(issue.field), true)));
}
