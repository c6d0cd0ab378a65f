import type { FastifyInstance } from 'fastify';
import { constants } from '../../../../generated/constants.ts';
import type { MessageKey } from '../../../../generated/messages/keys.ts';
import { AppError } from '../../http/app-error.ts';
import { authorize } from '../../http/authorize.ts';
import { requestCaller } from '../../http/request-caller.ts';
import type { Services } from '../../services.ts';
import { isLoginRequired } from '../../settings/site-settings.ts';
import { fetchImage, type ImageFailure } from './fetch-image.ts';
import { isSignedAddress, useImageProxyKey } from './proxy-key.ts';

const { url_path, cache_seconds, test_allow_private_env } = constants.image_proxy;

/** A refused address is the poster's doing (403); anything wrong with what came back is the far site's (502). */
const statusOf: Record<ImageFailure, number> = {
  refused_address: 403,
  fetch_failed: 502,
  too_large: 502,
  not_image: 502,
};

/**
 * GET <image_proxy.url_path>?url=…&sig=…: a picture of a post at a plain-http address, fetched by the
 * server and answered from the site's own origin, for addresses the site signed when it rendered a post.
 */
export function serveImageProxy(app: FastifyInstance, services: Services): void {
  try {
    app.addHook('onClose', useImageProxyKey(services.config.dataDir));
  } catch (error) {
    // a read-only data directory costs the proxy, not the site: http images keep their own address
    app.log.warn({ err: error }, 'the image proxy is off: its key could not be read or made');
  }
  const allowPrivate = process.env[test_allow_private_env] === '1';
  if (allowPrivate) app.log.warn(`${test_allow_private_env} is set: the image proxy fetches from private addresses`);
  app.get<{ Querystring: { url?: unknown; sig?: unknown } }>(url_path, async (request, reply) => {
    // a picture of a private site's post is for its members, as the post is (an <img> sends the cookie)
    const caller = await requestCaller(request, services.db, 'any-read');
    const privateSite = await isLoginRequired(services.db);
    await authorize({ level: 'none', writes: false }, caller.user, async () => privateSite);
    const { url, sig } = request.query;
    if (typeof url !== 'string' || typeof sig !== 'string' || !isSignedAddress(url, sig))
      throw AppError.badRequest('image_proxy.unsigned');
    const fetched = await fetchImage(url, allowPrivate);
    if ('failure' in fetched) {
      const reason: MessageKey = `image_proxy.${fetched.failure}`;
      throw new AppError(statusOf[fetched.failure], reason, null, { max_bytes: constants.limits.image.max_bytes });
    }
    // The answer is a picture and nothing else: no sniffing it into a page, no policy to run anything in it.
    return reply
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', `${privateSite ? 'private' : 'public'}, max-age=${cache_seconds}`)
      .type(fetched.type.mime)
      .send(fetched.bytes);
  });
}
