import type { FastifyReply, FastifyRequest } from 'fastify';
import { keepForeverOf } from '../../http/keep-forever.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { requestCaller } from '../../http/request-caller.ts';
import { sessionTransport } from '../../http/session-transport.ts';
import { visitorOf } from '../../http/visitor-key.ts';
import { matchLanguage } from '../../i18n/translator.ts';
import type { Services } from '../../services.ts';
import { siteLanguage } from '../../settings/site-settings.ts';

/**
 * What a handler gets, for a step the browser itself navigates to (no web-app header): the session cookie
 * counts as for reading, since these steps only start or finish a login the state ties to this browser.
 */
export async function browserContext(
  request: FastifyRequest,
  reply: FastifyReply,
  services: Services,
): Promise<HandlerContext> {
  const language = matchLanguage(request.headers['accept-language']) ?? (await siteLanguage(services.db));
  const { user, carrier } = await requestCaller(request, services.db, 'any-read');
  return {
    services,
    language,
    t: services.translator.forLanguage(language),
    user,
    session: sessionTransport(request, reply, carrier),
    client: { ip: request.ip, origin: `${request.protocol}://${request.host}`, visitor: visitorOf(request) },
    notAVisit: false,
    log: request.log,
    keepForever: keepForeverOf(reply),
  };
}
