import type { FastifyInstance, FastifyRequest } from 'fastify';
import { operationTable, type Handlers, type OperationId } from '../../../generated/operations.ts';
import { settingsPages } from '../../../generated/settings-pages.ts';
import { matchLanguage, type Translator } from '../i18n/translator.ts';
import type { Services } from '../services.ts';
import { originalUserSystemClosed } from '../plugins/user-center/active-agent.ts';
import { assertPower, type Power } from '../policies/privileges.ts';
import { isLoginRequired, siteLanguage } from '../settings/site-settings.ts';
import { AppError } from './app-error.ts';
import { authorize } from './authorize.ts';
import { claimSubmission } from './duplicate-submission.ts';
import { envelope } from './envelope.ts';
import { keepForeverOf } from './keep-forever.ts';
import { isQuietRender } from './quiet-render.ts';
import { visitorOf } from './visitor-key.ts';
import type { HandlerContext } from './request-context.ts';
import { ANONYMOUS, requestCaller, type Caller } from './request-caller.ts';
import { sessionTransport } from './session-transport.ts';
import { strictBodyValidator } from './strict-body-validator.ts';

function envelopeSchema(data: unknown) {
  return {
    type: 'object',
    required: ['code', 'reason', 'msg', 'data'],
    properties: { code: { type: 'integer' }, reason: { type: 'string' }, msg: { type: 'string' }, data },
  };
}

/** The address the request reached, the site's home when no site URL is configured. */
function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** `{id}` in OpenAPI paths is `:id` in Fastify's. */
function fastifyPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}

/**
 * One Fastify route per operation of the generated table: its schemas validate the request
 * and serialize the response; installation and x-auth are enforced as the request arrives.
 */
export function registerOperations(
  app: FastifyInstance,
  handlers: Handlers<HandlerContext>,
  services: Services,
  translator: Translator,
): void {
  /** the signed-in person of each request, found by its preValidation step */
  const callers = new WeakMap<FastifyRequest, Caller>();
  // a settings PUT saves its body as the page's row, so it is checked as sent (strict-body-validator.ts)
  const strictBodies = new Set<OperationId>(settingsPages.map((page) => page.put));
  const strictValidator = strictBodyValidator();
  for (const operationId of Object.keys(operationTable) as OperationId[]) {
    const operation = operationTable[operationId];
    const handler = handlers[operationId] as (input: unknown, context: HandlerContext) => Promise<unknown>;
    // Fastify's ajv compiles and may annotate schemas, so give it copies of the frozen table.
    const schema = structuredClone({
      ...('querystring' in operation.schema ? { querystring: operation.schema.querystring } : {}),
      ...('params' in operation.schema ? { params: operation.schema.params } : {}),
      ...('body' in operation.schema ? { body: operation.schema.body } : {}),
      response: { 200: envelopeSchema(operation.schema.data) },
    });
    const access = { level: operation.auth, writes: operation.method !== 'GET' };
    app.route({
      method: operation.method,
      url: fastifyPath(operation.path),
      schema,
      ...(strictBodies.has(operationId) ? { validatorCompiler: strictValidator } : {}),
      config: { operationId },
      // Before the request is validated, so a caller who may not use the call learns nothing about it.
      // (Not onRequest: a refusal there leaves the body unread and can hold the connection open.)
      preValidation: async (request) => {
        if (!operation.beforeInstall && !(await services.installGate.isOpen())) throw AppError.notInstalled();
        const caller = await requestCaller(request, services.db, 'web-app');
        await authorize(access, caller.user, () => isLoginRequired(services.db));
        if (operation.originalUserSystem && (await originalUserSystemClosed(services, originOf(request)))) {
          throw AppError.forbidden();
        }
        callers.set(request, caller);
      },
      handler: async (request, reply) => {
        // a caller that names no language we have gets the site's (the admin's interface setting); the
        // installer's calls may come before there is a database to hold one
        const language =
          matchLanguage(request.headers['accept-language']) ??
          ((await services.installGate.isOpen()) ? await siteLanguage(services.db) : translator.pick(undefined));
        const { user, carrier, staleCookie } = callers.get(request) ?? ANONYMOUS;
        const session = sessionTransport(request, reply, carrier);
        // A cookie whose session ended (logout elsewhere, suspension, expiry) is dropped from the browser.
        if (staleCookie) session.end();
        const client = { ip: request.ip, origin: originOf(request), visitor: visitorOf(request) };
        const context: HandlerContext = {
          services,
          language,
          t: translator.forLanguage(language),
          user,
          session,
          client,
          notAVisit: request.method === 'HEAD' || isQuietRender(request.headers),
          log: request.log,
          keepForever: keepForeverOf(reply),
        };
        if (operation.privilege) await assertPower(context, operation.privilege as Power);
        const release =
          operation.dedupe && context.user
            ? await claimSubmission(services.db, context.user.id, operationId, request.body)
            : null;
        let data: unknown;
        try {
          data = await handler({ query: request.query, params: request.params, body: request.body }, context);
        } catch (error) {
          await release?.();
          throw error;
        }
        return envelope(200, 'base.success', context.t('base.success'), data);
      },
    });
  }
}
