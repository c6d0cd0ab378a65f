import type { FastifyInstance } from 'fastify';
import { constants } from '../../../../generated/constants.ts';
import { AppError } from '../../http/app-error.ts';
import type { Services } from '../../services.ts';
import { avatarSettingsOf, gravatarUrl, usesGravatar } from './avatar.ts';
import { drawnAvatar } from './drawn-avatar.ts';
import { cachedGravatar } from './gravatar-cache.ts';

/** A user id as the database hands them out: a positive 64-bit integer in decimal. */
const USER_ID = /^[1-9][0-9]{0,18}$/;

/**
 * GET <avatar url_path>/<user id>: the user's Gravatar picture fetched and cached by the server, or a
 * picture drawn from their id when there is none (or no network). The answer says nothing of the address.
 */
export function serveAvatars(app: FastifyInstance, services: Services): void {
  app.get<{ Params: { id: string } }>(`${constants.avatar.url_path}/:id`, async (request, reply) => {
    const { id } = request.params;
    if (!USER_ID.test(id)) throw AppError.notFound();
    const user = await services.db
      .selectFrom('users')
      .select(['id', 'e_mail', 'avatar', 'status'])
      .select((eb) => eb.selectFrom('site_setting').select('content').where('type', '=', 'users').as('site_users'))
      .where('id', '=', id)
      .executeTakeFirst();
    if (!user || user.status === constants.user_status.deleted) throw AppError.notFound();
    const settings = avatarSettingsOf(user.site_users);
    const drawn = () => drawnAvatar(user.id);
    const picture = usesGravatar(user, settings)
      ? await cachedGravatar(services.config.dataDir, gravatarUrl(user.e_mail, settings), drawn)
      : await drawn();
    // Browsers ask again soon: the picture changes when its owner changes it or their address.
    return reply
      .header('Cache-Control', `public, max-age=${constants.avatar.failure_cache_seconds}`)
      .type('image/png')
      .send(picture);
  });
}
