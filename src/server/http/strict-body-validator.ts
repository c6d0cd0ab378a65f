import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

/**
 * The validator of a settings PUT (spec/settings/): the body is the page's whole form as it is saved, so
 * nothing is filled in or dropped for the caller. Fastify's shared ajv adds a missing field's default,
 * silently drops an unknown key and turns a string into a number (the string "1e400" into Infinity, which
 * then skips minimum and maximum); each of those would save what the admin never sent. Here a missing
 * required field, an unknown key and a value of the wrong type are field errors instead.
 */
export function strictBodyValidator(): FastifySchemaCompiler<unknown> {
  const ajv = new Ajv({
    allErrors: true,
    allowUnionTypes: true,
    coerceTypes: false,
    useDefaults: false,
    removeAdditional: false,
    // spec extensions (x-private) and annotations are not rules
    strictSchema: false,
  });
  addFormats(ajv);
  return ({ schema }) => ajv.compile(schema as object);
}
