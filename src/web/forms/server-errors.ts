import type { ErrorSchema } from '@rjsf/utils';
import type { FieldError } from '../../shared/api/api-error.ts';

export type FormData = Record<string, unknown>;

function valueAt(data: FormData, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as FormData | undefined)?.[key], data);
}

/** The server's field errors (error_field is a dot path) as rjsf errors shown on those fields. */
export function errorSchemaOf(fieldErrors: readonly FieldError[]): ErrorSchema {
  const schema: ErrorSchema = {};
  for (const { error_field, error_msg } of fieldErrors) {
    let node = schema as Record<string, ErrorSchema>;
    for (const key of error_field.split('.')) node = (node[key] ??= {}) as Record<string, ErrorSchema>;
    const leaf = node as ErrorSchema;
    leaf.__errors = [...(leaf.__errors ?? []), error_msg];
  }
  return schema;
}

/** A server error stays on its field until the person changes what they sent there. */
export function stillStanding(fieldErrors: readonly FieldError[], sent: FormData, now: FormData): FieldError[] {
  return fieldErrors.filter(({ error_field }) => valueAt(sent, error_field) === valueAt(now, error_field));
}
