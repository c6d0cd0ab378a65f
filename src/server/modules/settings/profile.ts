import type { Selectable, Updateable } from 'kysely';
import type { MessageKey } from '../../../../generated/messages/keys.ts';
import type { BodyOf } from '../../../../generated/operations.ts';
import type { UsersTable } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { loadSiteInfo, type SiteInfo } from '../../settings/site-settings.ts';
import { renderMarkdown } from '../../render/markdown.ts';
import { siteLink } from '../../settings/site-url.ts';
import { isUploadUrl, UPLOADS_PATH } from '../file/upload-store.ts';
import { isReservedUsername } from '../../../shared/username.ts';

export type ProfileChanges = BodyOf<'updateUserInfo'>;
type SiteUsers = SiteInfo['site_users'];
type ProfileField = keyof ProfileChanges;

/** Which site users setting lets people change each profile field. */
const PERMISSION: Record<ProfileField, keyof SiteUsers> = {
  display_name: 'allow_update_display_name',
  username: 'allow_update_username',
  avatar: 'allow_update_avatar',
  bio: 'allow_update_bio',
  website: 'allow_update_website',
  location: 'allow_update_location',
};

const LABEL: Record<ProfileField, MessageKey> = {
  display_name: 'settings.profile.display_name.label',
  username: 'settings.profile.username.label',
  avatar: 'settings.profile.avatar.label',
  bio: 'settings.profile.bio.label',
  website: 'settings.profile.website.label',
  location: 'settings.profile.location.label',
};

type StoredUser = Pick<Selectable<UsersTable>, 'display_name' | 'username' | 'avatar' | 'bio' | 'website' | 'location'>;

function storedAvatar(avatar: NonNullable<ProfileChanges['avatar']>): string {
  return JSON.stringify({
    // the empty type user/info shows for someone who never chose: the site's default, as before
    type: avatar.type || 'default',
    gravatar: '',
    custom: avatar.type === 'custom' ? (avatar.custom ?? '') : '',
  });
}

/** The columns a change would write; a field sent with its current value is not a change. */
function columnsOf(changes: ProfileChanges, user: StoredUser): Partial<Record<ProfileField, Updateable<UsersTable>>> {
  const columns: Partial<Record<ProfileField, Updateable<UsersTable>>> = {};
  if (changes.display_name !== undefined && changes.display_name.trim() !== user.display_name) {
    columns.display_name = { display_name: changes.display_name.trim() };
  }
  if (changes.username !== undefined && changes.username !== user.username)
    columns.username = { username: changes.username };
  if (
    changes.avatar !== undefined &&
    storedAvatar(changes.avatar) !== (user.avatar ?? storedAvatar({ type: 'default' }))
  ) {
    columns.avatar = { avatar: storedAvatar(changes.avatar) };
  }
  if (changes.bio !== undefined && changes.bio !== user.bio)
    columns.bio = { bio: changes.bio, bio_html: renderMarkdown(changes.bio) };
  if (changes.website !== undefined && changes.website.trim() !== user.website)
    columns.website = { website: changes.website.trim() };
  if (changes.location !== undefined && changes.location.trim() !== user.location)
    columns.location = { location: changes.location.trim() };
  return columns;
}

/** `uploadsUrl`: where the site's uploads are, as siteLink gives it (a custom avatar must be one). */
function checkRules(
  changes: ProfileChanges,
  fields: ProfileField[],
  context: HandlerContext,
  uploadsUrl: string,
): void {
  if (fields.includes('display_name') && changes.display_name?.trim() === '') {
    throw AppError.field('display_name', 'settings.profile.display_name.required');
  }
  if (fields.includes('username') && isReservedUsername(changes.username ?? '')) {
    throw AppError.field('username', 'error.user.username_invalid');
  }
  const avatar = changes.avatar;
  if (
    fields.includes('avatar') &&
    avatar?.type === 'custom' &&
    !isUploadUrl(avatar.custom ?? '', context.services.config.dataDir, uploadsUrl)
  ) {
    throw AppError.field('avatar', 'settings.profile.avatar.custom_invalid');
  }
}

/**
 * PUT user/info: changes the fields that differ from what is stored. Each must be one the site's
 * users settings let people change; the first that is not is refused by name and nothing changes.
 */
export async function updateProfile(context: HandlerContext, userId: string, changes: ProfileChanges): Promise<void> {
  const { services } = context;
  const site = await loadSiteInfo(services);
  const siteUsers = site.site_users;
  const uploadsUrl = siteLink(site.general.site_url, context.client.origin, UPLOADS_PATH);
  await services.db
    .transaction()
    .execute(async (trx) => {
      const user = await trx
        .selectFrom('users')
        .select(['display_name', 'username', 'avatar', 'bio', 'website', 'location'])
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!user) throw AppError.unauthorized();
      const columns = columnsOf(changes, user);
      const fields = Object.keys(columns) as ProfileField[];
      const refused = fields.find((field) => !siteUsers[PERMISSION[field]]);
      if (refused) throw AppError.field(refused, 'error.user.update_not_allowed', { field: context.t(LABEL[refused]) });
      checkRules(changes, fields, context, uploadsUrl);
      if (columns.username) {
        const taken = await trx
          .selectFrom('users')
          .select('id')
          .where('username', '=', changes.username ?? '')
          .where('id', '!=', userId)
          .executeTakeFirst();
        if (taken) throw AppError.field('username', 'error.user.username_duplicate');
      }
      if (fields.length === 0) return;
      await trx
        .updateTable('users')
        .set(Object.assign({ updated_at: Math.floor(Date.now() / 1000) }, ...Object.values(columns)))
        .where('id', '=', userId)
        .execute();
    })
    .catch((error: unknown) => {
      // Someone took the username between the check and the update.
      if (isUniqueViolation(error)) throw AppError.field('username', 'error.user.username_duplicate');
      throw error;
    });
}
