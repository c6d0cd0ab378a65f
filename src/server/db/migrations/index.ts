import type { Migration } from 'kysely';
import { siteSettings } from './0001_site_settings.ts';
import { users } from './0002_users.ts';
import { userSessions } from './0003_user_sessions.ts';
import { userEmailCodes } from './0004_user_email_codes.ts';
import { posts } from './0005_posts.ts';
import { searchIndex } from './0006_search_index.ts';

/** Every migration by name; they run in name order, so a new one takes the next number. */
export const migrations: Record<string, Migration> = {
  '0001_site_settings': siteSettings,
  '0002_users': users,
  '0003_user_sessions': userSessions,
  '0004_user_email_codes': userEmailCodes,
  '0005_posts': posts,
  '0006_search_index': searchIndex,
};
