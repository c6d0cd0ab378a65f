import { SpecError } from '../errors.ts';
import { isRecord } from '../load.ts';
import { dereference } from '../refs.ts';
import type { FormDefinition } from './forms.ts';

/**
 * Who may call an operation. `public`: anyone, even on a login-required site (what the login, sign-up,
 * password-reset, legal and error pages need); `none`: anyone while the site is not login-required.
 */
export const AUTH_LEVELS = ['public', 'none', 'login', 'activated', 'moderator', 'admin'] as const;
const ANONYMOUS_LEVELS: readonly string[] = ['public', 'none'];
export const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;
// 408, 413, 431 and 503 come from the transport (slow, oversized or refused requests, a closing server) on any call.
const ERROR_STATUSES = ['400', '401', '403', '404', '408', '413', '431', '500', '503'] as const;

export interface OperationDefinition {
  operationId: string;
  method: Uppercase<(typeof METHODS)[number]>;
  /** OpenAPI path, `{param}` style */
  path: string;
  auth: (typeof AUTH_LEVELS)[number];
  privilege: string | null;
  /** x-dedupe: the same caller sending the same body again within a few minutes is refused */
  dedupe: boolean;
  /** x-before-install: served before the site is installed (the installer's calls); every other call answers 503 */
  beforeInstall: boolean;
  /**
   * x-original-user-system: a call of the site's own accounts (email login, sign-up, passwords, email change)
   * that answers 403 while a user-center agent signs people in without the original user system
   */
  originalUserSystem: boolean;
  form: string | null;
  tags: string[];
  schema: {
    querystring?: Record<string, unknown>;
    params?: Record<string, unknown>;
    body?: Record<string, unknown>;
    /** the envelope's data on success */
    data: Record<string, unknown>;
  };
}

function envelopeOf(data: unknown): Record<string, unknown> {
  return {
    type: 'object',
    required: ['code', 'reason', 'msg', 'data'],
    properties: { code: { type: 'integer' }, reason: { type: 'string' }, msg: { type: 'string' }, data },
  };
}

/**
 * Expands the spec's shorthands into plain OpenAPI (envelopes, error responses, form bodies)
 * and collects the operation table. Returns the expanded document.
 */
export function expandOpenApi(
  raw: unknown,
  file: string,
  forms: Map<string, FormDefinition>,
  privileges: ReadonlySet<string>,
): { document: Record<string, unknown>; operations: OperationDefinition[] } {
  if (!isRecord(raw) || !isRecord(raw.paths) || !isRecord(raw.components) || !isRecord(raw.components.schemas)) {
    throw new SpecError(file, '', 'expected paths and components.schemas');
  }
  const document = structuredClone(raw);
  const components = document.components as Record<string, Record<string, unknown>>;
  components.responses = {
    ...(components.responses ?? {}),
    Error: {
      description: 'An error envelope',
      content: { 'application/json': { schema: envelopeOf({ $ref: '#/components/schemas/ErrorData' }) } },
    },
  };
  const operations: OperationDefinition[] = [];
  const seenIds = new Set<string>();
  const usedForms = new Set<string>();

  for (const [path, item] of Object.entries(document.paths as Record<string, unknown>)) {
    if (!isRecord(item)) throw new SpecError(file, `paths.${path}`, 'a path item must be a mapping');
    for (const [method, operation] of Object.entries(item)) {
      const at = `paths.${path}.${method}`;
      if (!METHODS.includes(method as never)) throw new SpecError(file, at, `unsupported method ${method}`);
      if (!isRecord(operation)) throw new SpecError(file, at, 'an operation must be a mapping');
      const operationId = operation.operationId;
      if (typeof operationId !== 'string' || !/^[a-z][A-Za-z0-9]*$/.test(operationId)) {
        throw new SpecError(file, `${at}.operationId`, 'every operation needs a camelCase operationId');
      }
      if (seenIds.has(operationId)) throw new SpecError(file, `${at}.operationId`, `${operationId} is used twice`);
      seenIds.add(operationId);
      const auth = operation['x-auth'];
      if (!AUTH_LEVELS.includes(auth as never))
        throw new SpecError(file, `${at}.x-auth`, `x-auth must be one of ${AUTH_LEVELS.join(', ')}`);
      const privilege = operation['x-privilege'];
      if (privilege !== undefined && (typeof privilege !== 'string' || !privileges.has(privilege))) {
        throw new SpecError(
          file,
          `${at}.x-privilege`,
          `x-privilege must name a power of constants privileges (got ${String(privilege)})`,
        );
      }

      const dedupe = operation['x-dedupe'] ?? false;
      if (typeof dedupe !== 'boolean') throw new SpecError(file, `${at}.x-dedupe`, 'x-dedupe is true or false');
      if (dedupe && ANONYMOUS_LEVELS.includes(auth as string)) {
        throw new SpecError(
          file,
          `${at}.x-dedupe`,
          'x-dedupe needs a signed-in caller (x-auth other than public or none)',
        );
      }
      const beforeInstall = operation['x-before-install'] ?? false;
      if (typeof beforeInstall !== 'boolean')
        throw new SpecError(file, `${at}.x-before-install`, 'x-before-install is true or false');
      if (beforeInstall && auth !== 'public') {
        throw new SpecError(
          file,
          `${at}.x-before-install`,
          'a call served before installation is public (no account exists yet)',
        );
      }

      const originalUserSystem = operation['x-original-user-system'] ?? false;
      if (typeof originalUserSystem !== 'boolean')
        throw new SpecError(file, `${at}.x-original-user-system`, 'x-original-user-system is true or false');

      const responses = operation.responses;
      if (!isRecord(responses) || !isRecord(responses['200']) || !('x-data' in responses['200'])) {
        throw new SpecError(file, `${at}.responses.200`, 'the success response needs x-data (the schema of data)');
      }
      const success = responses['200'];
      const data = success['x-data'];
      delete success['x-data'];
      success.content = { 'application/json': { schema: envelopeOf(data) } };
      for (const status of ERROR_STATUSES) responses[status] ??= { $ref: '#/components/responses/Error' };

      let body: Record<string, unknown> | undefined;
      const formId = operation['x-form'];
      if (formId !== undefined) {
        const form = typeof formId === 'string' ? forms.get(formId) : undefined;
        if (!form) throw new SpecError(file, `${at}.x-form`, `no form ${String(formId)} in spec/forms`);
        if (operation.requestBody)
          throw new SpecError(file, `${at}.requestBody`, 'an operation with x-form takes its body from the form');
        usedForms.add(form.id);
        body = form.schema;
        operation.requestBody = { required: true, content: { 'application/json': { schema: form.schema } } };
      } else if (isRecord(operation.requestBody)) {
        const content = operation.requestBody.content;
        const schema =
          isRecord(content) && isRecord(content['application/json']) ? content['application/json'].schema : undefined;
        if (isRecord(schema)) body = dereference(schema, document) as Record<string, unknown>;
      }

      const parameters = Array.isArray(operation.parameters) ? operation.parameters : [];
      const query = parameterSchema(parameters, 'query', file, at, document);
      const params = parameterSchema(parameters, 'path', file, at, document);
      operations.push({
        operationId,
        method: method.toUpperCase() as OperationDefinition['method'],
        path,
        auth: auth as OperationDefinition['auth'],
        privilege: (privilege as string | undefined) ?? null,
        dedupe,
        beforeInstall,
        originalUserSystem,
        form: typeof formId === 'string' ? formId : null,
        tags: Array.isArray(operation.tags) ? operation.tags.map(String) : [],
        schema: {
          ...(query ? { querystring: query } : {}),
          ...(params ? { params } : {}),
          ...(body ? { body } : {}),
          data: dereference(data, document) as Record<string, unknown>,
        },
      });
    }
  }
  for (const id of forms.keys()) {
    if (!usedForms.has(id))
      throw new SpecError(`spec/forms/${id}.yaml`, '', 'no operation receives this form (x-form)');
  }
  operations.sort((a, b) => a.operationId.localeCompare(b.operationId));
  return { document, operations };
}

function parameterSchema(
  parameters: unknown[],
  location: 'query' | 'path',
  file: string,
  at: string,
  document: unknown,
) {
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  parameters.forEach((parameter, index) => {
    if (!isRecord(parameter) || typeof parameter.name !== 'string')
      throw new SpecError(file, `${at}.parameters.${index}`, 'a parameter needs a name');
    if (parameter.in !== location) return;
    properties[parameter.name] = dereference(parameter.schema ?? { type: 'string' }, document);
    if (parameter.required === true) required.push(parameter.name);
  });
  if (Object.keys(properties).length === 0) return undefined;
  return { type: 'object', properties, ...(required.length ? { required } : {}) };
}
