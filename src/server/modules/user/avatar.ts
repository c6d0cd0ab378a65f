import { createHash } from 'node:crypto';
import { constants } from '../../../../generated/constants.ts';
import { schemas } from '../../../../generated/schemas.ts';
import type { DataOf } from '../../../../generated/operations.ts';
import { withDefaults } from '../../settings/defaults.ts';

type SiteUsers = DataOf<'getSiteInfo'>['site_users'];

/** The part of the site's users settings that decides pictures. */
export type AvatarSettings = Pick<SiteUsers, 'default_avatar' | 'gravatar_base_url'>;

/** What a user row holds about their picture. */
export interface AvatarOwner {
  id: string;
  e_mail: string;
  /** JSON {type, custom} as the profile settings store it, a plain URL from older writers, or null */
  avatar: string | null;
}

/** The users settings as stored (the JSON content of the `users` settings row), with the defaults filled in. */
export function avatarSettingsOf(storedJson: string | null | undefined): AvatarSettings {
  let stored: unknown;
  try {
    stored = storedJson ? JSON.parse(storedJson) : undefined;
  } catch {
    stored = undefined;
  }
  return withDefaults<SiteUsers>(schemas.SiteUsers, stored);
}

/**
 * The Gravatar picture of an address: the md5 of the trimmed, lowercased email under the site's base
 * URL; `d=404` so a missing picture is a 404 we answer with our own. Only the server fetches it.
 */
export function gravatarUrl(email: string, settings: AvatarSettings): string {
  const hash = createHash('md5').update(email.trim().toLowerCase()).digest('hex');
  const base = settings.gravatar_base_url || constants.avatar.gravatar_base_url;
  return `${base.endsWith('/') ? base : `${base}/`}${hash}?s=${constants.user_pages.gravatar_size}&d=404`;
}

function chosenPicture(stored: string | null): { type: string; custom: string } {
  if (!stored) return { type: 'default', custom: '' };
  try {
    const parsed = JSON.parse(stored) as { type?: unknown; custom?: unknown };
    return { type: String(parsed.type ?? 'default'), custom: String(parsed.custom ?? '') };
  } catch {
    // a plain URL stored by an older writer
    return { type: 'custom', custom: stored };
  }
}

/** True when a user's picture comes from Gravatar: chosen by them, or the site's default for those who chose none. */
export function usesGravatar(user: Pick<AvatarOwner, 'avatar'>, settings: AvatarSettings): boolean {
  const picture = chosenPicture(user.avatar);
  if (picture.type === 'custom' && picture.custom) return false;
  return picture.type === 'gravatar' || settings.default_avatar === 'gravatar';
}

/**
 * The URL of a user's picture, the one rule every presenter follows: an uploaded picture when they
 * chose one, their Gravatar (served from our origin, avatar-route.ts) when they chose it, else the
 * site's default (default_avatar): Gravatar, or for `system` an empty string, which clients draw as
 * the initial of the name. It carries no query: clients add their own size to it.
 */
export function avatarUrl(user: AvatarOwner, settings: AvatarSettings): string {
  const picture = chosenPicture(user.avatar);
  if (picture.type === 'custom' && picture.custom) return picture.custom;
  if (usesGravatar(user, settings)) return `${constants.avatar.url_path}/${user.id}`;
  return '';
}
