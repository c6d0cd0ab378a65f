import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { constants } from '../../../../generated/constants.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { setSessionCookie } from '../../http/session-transport.ts';
import { ConnectorLoginError } from '../../plugins/connector/provider.ts';
import type { Services } from '../../services.ts';
import { activeConnector, pageLink, redirectLink } from './active-connectors.ts';
import { browserContext } from './browser-context.ts';
import { linkExternalLogin, signInExternal } from './connector-accounts.ts';
import { newState, storeLoginState, takeLoginState } from './login-states.ts';

const connector = constants.connector;
type LandingError = (typeof connector.landing_errors)[number];

const SLUG = /^[a-z0-9_]{1,100}$/;
const stateCookieOptions = (request: FastifyRequest) => ({
  // sent back only to the redirect step, and on the provider's top-level navigation back to us (Lax)
  path: `${constants.base_path}${connector.redirect_path}`,
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: request.protocol === 'https',
});

interface LoginRequest {
  Params: { slug: string };
  Querystring: Record<string, string | undefined>;
}

async function context(request: FastifyRequest<LoginRequest>, reply: FastifyReply, services: Services) {
  if (!(await services.installGate.isOpen())) throw AppError.notInstalled();
  if (!SLUG.test(request.params.slug)) throw AppError.notFound('error.plugin.not_found');
  return browserContext(request, reply, services);
}

const toLanding = async (ctx: HandlerContext, reply: FastifyReply, error: LandingError) =>
  reply.redirect(await pageLink(ctx, connector.landing_page, { error }), 302);

const toErrorPage = async (ctx: HandlerContext, reply: FastifyReply) =>
  reply.redirect(await pageLink(ctx, connector.error_page), 302);

/**
 * The browser's steps of a connector login (answer-api-facts §5), which answer with redirects: the login
 * link sends the browser to the provider with a fresh state, PKCE challenge and nonce (kept here, the state
 * also in a cookie of this browser); the provider sends it back to the redirect step, which accepts a state
 * only once, only from the browser that started it, and only for the same connector. A login ends on the
 * auth-landing page (signed in, or with the reason it was refused), on the confirm-email page when the
 * provider gave no verified address, when linking from settings back on the account settings, or on the
 * server error page when it broke.
 */
export function serveConnectorLogins(app: FastifyInstance, services: Services): void {
  app.get<LoginRequest>(`${constants.base_path}${connector.login_path}/:slug`, async (request, reply) => {
    const ctx = await context(request, reply, services);
    const { plugin, values } = await activeConnector(ctx, request.params.slug);
    const bind = request.query.bind === 'true';
    // linking needs a signed-in person; without one the login page comes first
    if (bind && !ctx.user) return reply.redirect(await pageLink(ctx, connector.login_page), 302);
    const state = newState();
    let url: URL;
    try {
      const started = await plugin.authorizationUrl(values, await redirectLink(ctx, plugin.slug_name), state);
      await storeLoginState(services.db, state, plugin.slug_name, started.secrets, bind ? ctx.user!.id : '0');
      url = started.url;
    } catch (error) {
      request.log.warn({ err: error }, 'a connector login could not start');
      return toErrorPage(ctx, reply);
    }
    reply.setCookie(connector.state_cookie, state, {
      ...stateCookieOptions(request),
      maxAge: connector.state_ttl_minutes * 60,
    });
    return reply.header('Cache-Control', 'no-store').redirect(url.href, 302);
  });

  app.get<LoginRequest>(`${constants.base_path}${connector.redirect_path}/:slug`, async (request, reply) => {
    const ctx = await context(request, reply, services);
    const slug = request.params.slug;
    const state = request.query.state ?? '';
    const cookieState = request.cookies[connector.state_cookie];
    reply.clearCookie(connector.state_cookie, stateCookieOptions(request)).header('Cache-Control', 'no-store');
    // A state this browser was not given (forged, or carried to another browser) is refused before it is used.
    if (!state || state.length > constants.limits.user_code_max || state !== cookieState)
      return toErrorPage(ctx, reply);
    const login = await takeLoginState(services.db, state, slug);
    if (!login) return toErrorPage(ctx, reply);
    const { plugin, values } = await activeConnector(ctx, slug);
    const redirectUri = await redirectLink(ctx, slug);
    const callbackUrl = new URL(redirectUri);
    callbackUrl.search = new URL(request.url, 'http://callback').search;
    let account;
    try {
      account = await plugin.receive(values, redirectUri, callbackUrl, state, login);
    } catch (error) {
      if (!(error instanceof ConnectorLoginError)) throw error;
      request.log.warn({ err: error.cause ?? error }, 'a connector login was refused');
      return error.failure === 'email_denied' ? toLanding(ctx, reply, error.failure) : toErrorPage(ctx, reply);
    }
    if (login.bindUserId !== null) {
      // the person who asked to link is still the one signed in in this browser
      if (ctx.user?.id !== login.bindUserId) return toErrorPage(ctx, reply);
      const bound = await linkExternalLogin(ctx, login.bindUserId, slug, account);
      if (!bound) return toLanding(ctx, reply, 'already_bound');
      return reply.redirect(await pageLink(ctx, connector.settings_page), 302);
    }
    const outcome = await signInExternal(ctx, slug, account);
    switch (outcome.kind) {
      case 'signed_in':
        setSessionCookie(request, reply, outcome.token);
        return reply.redirect(await pageLink(ctx, connector.landing_page), 302);
      case 'confirm_email':
        return reply.redirect(
          await pageLink(ctx, connector.confirm_email_page, { binding_key: outcome.bindingKey }),
          302,
        );
      case 'refused':
        return toLanding(ctx, reply, outcome.reason);
    }
  });
}
