import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { constants } from '../../../../generated/constants.ts';
import { routeTable } from '../../../../generated/routes.ts';
import { createSession } from '../../auth/sessions.ts';
import { AppError } from '../../http/app-error.ts';
import { setSessionCookie } from '../../http/session-transport.ts';
import type { Translator } from '../../i18n/translator.ts';
import type { Services } from '../../services.ts';
import { activeAgent, type ActiveAgent } from './active-agent.ts';
import { accountForAgentUser } from './agent-accounts.ts';

const { user_center: limits } = constants;
const authFailedPath = routeTable.find((route) => route.page === 'Account/UserCenterAuthFailed')!.path;

/** A callback's query: a bounded number of short text parameters, whatever the agent puts there. */
const querySchema = {
  type: 'object',
  maxProperties: limits.callback_params_max,
  additionalProperties: { type: 'string', maxLength: limits.callback_value_max },
};

/** Back to the page the person set out from when the agent passed it on and it is this site's; else home. */
function returnAddress(website: string | undefined, home: string): string {
  return website && (website === home || website.startsWith(`${home}/`)) ? website : home;
}

type Check = (active: ActiveAgent, query: Record<string, string>) => ReturnType<ActiveAgent['agent']['loginCallback']>;

const checks: Array<{ path: string; check: Check }> = [
  { path: limits.login_callback_path, check: ({ agent, context }, query) => agent.loginCallback(query, context) },
  {
    path: limits.sign_up_callback_path,
    check: ({ agent, context }, query) => (agent.signUpCallback ?? agent.loginCallback).call(agent, query, context),
  },
];

/**
 * The addresses a user-center agent sends a person back to after signing them in or up (answer-api-facts
 * §5). The agent reads its own query and names the person; they get the session cookie and go back to
 * where they set out from. Whatever goes wrong sends them to the auth-failed page and is logged.
 */
export function serveAgentCallbacks(app: FastifyInstance, services: Services, translator: Translator): void {
  for (const { path, check } of checks) {
    app.get(path, { schema: { querystring: querySchema } }, async (request: FastifyRequest, reply: FastifyReply) => {
      if (!(await services.installGate.isOpen())) throw AppError.notInstalled();
      const language = translator.pick(request.headers['accept-language']);
      const active = await activeAgent(services, `${request.protocol}://${request.host}`, language);
      if (!active) throw AppError.notFound();
      const home = active.link('');
      const query = request.query as Record<string, string>;
      try {
        const user = await accountForAgentUser(services, active.slugName, await check(active, query));
        setSessionCookie(request, reply, await createSession(services.db, user.id));
      } catch (error) {
        request.log.warn({ err: error, plugin: active.slugName }, 'user-center sign-in refused');
        return reply.redirect(active.link(authFailedPath));
      }
      return reply.redirect(returnAddress(query[limits.website_param], home));
    });
  }
}
