import type { ColumnType } from 'kysely';

/** Any form of a 64-bit integer the drivers accept as a parameter. */
type Int64Input = string | number | bigint;

/**
 * A BIGINT column. Every engine reads it back as a decimal string (pg's default, mysql2's bigNumberStrings,
 * our SQLite wrapper), so ids past 2^53 stay exact; timestamps (Unix seconds) need Number() for arithmetic.
 */
export type Int64 = ColumnType<string, Int64Input, Int64Input>;
export type NullableInt64 = ColumnType<string | null, Int64Input | null | undefined, Int64Input | null>;

/** An auto-increment BIGINT primary key, read as a decimal string like any Int64. */
export type AutoId = ColumnType<string, Int64Input | undefined, never>;

/** A NOT NULL column with a database default: optional on insert. */
export type WithDefault<T> = ColumnType<T, T | undefined, T>;

export interface SiteSettingTable {
  id: AutoId;
  type: string;
  /** JSON text; use settings-store.ts to read and write it. */
  content: string;
  updated_at: Int64;
}

export interface UsersTable {
  id: AutoId;
  username: string;
  e_mail: string;
  pass: string;
  display_name: string;
  /** 1 active, 2 not activated. */
  mail_status: WithDefault<number>;
  /** 1 normal, 9 suspended, 10 deleted. */
  status: WithDefault<number>;
  /** 1 user, 2 admin, 3 moderator. */
  role_id: WithDefault<number>;
  rank: WithDefault<number>;
  /** No database default: MySQL TEXT columns cannot have one, so every insert supplies it. */
  bio: string;
  bio_html: string | null;
  website: WithDefault<string>;
  location: WithDefault<string>;
  avatar: string | null;
  language: WithDefault<string>;
  color_scheme: WithDefault<string>;
  created_at: Int64;
  updated_at: Int64;
  last_login_at: NullableInt64;
  suspended_until: NullableInt64;
  deleted_at: NullableInt64;
}

export interface UserSessionTable {
  id: AutoId;
  /** SHA-256 of the access token, hex */
  token_hash: string;
  user_id: Int64;
  created_at: Int64;
  expires_at: Int64;
}

export interface UserEmailCodeTable {
  id: AutoId;
  user_id: Int64;
  /** one of constants user_code.purposes */
  purpose: string;
  /** SHA-256 of the emailed code, hex */
  code_hash: string;
  /** where the code was sent; for an email change, the new address */
  e_mail: string;
  created_at: Int64;
  expires_at: Int64;
}

export interface UserNotificationConfigTable {
  id: AutoId;
  user_id: Int64;
  /** one of constants notification_config.sources */
  source: string;
  /** JSON [{key, enable}] */
  channels: string;
  updated_at: Int64;
}

export interface Database {
  site_setting: SiteSettingTable;
  users: UsersTable;
  user_session: UserSessionTable;
  user_email_code: UserEmailCodeTable;
  user_notification_config: UserNotificationConfigTable;
}
