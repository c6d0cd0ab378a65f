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

/** The code of a notification mail's unsubscribe link, valid until its person subscribes again. */
export interface UnsubscribeCodeTable {
  id: AutoId;
  user_id: Int64;
  /** SHA-256 of the emailed code, hex */
  code_hash: string;
  created_at: Int64;
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

export interface UniqidTable {
  id: AutoId;
  uniqid_type: number;
}

/** Post status: constants post_status (1 normal, 2 closed, 10 deleted, 11 pending). */
export interface QuestionTable {
  /** an object id (db/object-id.ts) */
  id: Int64;
  user_id: Int64;
  title: string;
  original_text: string;
  parsed_text: string;
  status: number;
  /** 1 not pinned, 2 pinned */
  pin: WithDefault<number>;
  /** 1 listed, 2 unlisted */
  show: WithDefault<number>;
  /** 0 or 1 */
  featured: WithDefault<number>;
  view_count: WithDefault<number>;
  unique_view_count: WithDefault<number>;
  vote_count: WithDefault<number>;
  answer_count: WithDefault<number>;
  collection_count: WithDefault<number>;
  follow_count: WithDefault<number>;
  linked_count: WithDefault<number>;
  hot_score: ColumnType<string, Int64Input | undefined, Int64Input>;
  /** '0' when none */
  accepted_answer_id: ColumnType<string, Int64Input | undefined, Int64Input>;
  last_answer_id: ColumnType<string, Int64Input | undefined, Int64Input>;
  last_edit_user_id: ColumnType<string, Int64Input | undefined, Int64Input>;
  revision_id: ColumnType<string, Int64Input | undefined, Int64Input>;
  /** JSON array of user ids */
  invite_user_ids: string;
  created_at: Int64;
  updated_at: Int64;
  post_update_time: Int64;
  edit_time: ColumnType<string, Int64Input | undefined, Int64Input>;
}

/** A question's related questions as last worked out (modules/question/related-refresh.ts), read by its id. */
export interface QuestionRelatedTable {
  question_id: Int64;
  /** the related questions' ids, best first, comma-separated ('' when none) */
  related_ids: string;
  /** the question's revision_id (its text and tags) they were worked out for: an edit since makes them stale */
  question_revision_id: Int64;
  /** when they were worked out, in seconds */
  computed_at: Int64;
}

export interface AnswerTable {
  id: Int64;
  question_id: Int64;
  user_id: Int64;
  original_text: string;
  parsed_text: string;
  status: number;
  /** 1 not accepted, 2 accepted */
  accepted: WithDefault<number>;
  vote_count: WithDefault<number>;
  comment_count: WithDefault<number>;
  last_edit_user_id: ColumnType<string, Int64Input | undefined, Int64Input>;
  revision_id: ColumnType<string, Int64Input | undefined, Int64Input>;
  created_at: Int64;
  updated_at: Int64;
}

export interface CommentTable {
  id: Int64;
  user_id: Int64;
  reply_user_id: NullableInt64;
  reply_comment_id: NullableInt64;
  /** the question or answer commented on */
  object_id: Int64;
  question_id: Int64;
  vote_count: WithDefault<number>;
  status: number;
  original_text: string;
  parsed_text: string;
  created_at: Int64;
  updated_at: Int64;
}

export interface TagTable {
  id: Int64;
  /** '0' for a main tag, else the main tag's id */
  main_tag_id: ColumnType<string, Int64Input | undefined, Int64Input>;
  main_tag_slug_name: WithDefault<string>;
  slug_name: string;
  display_name: string;
  original_text: string;
  parsed_text: string;
  follow_count: WithDefault<number>;
  question_count: WithDefault<number>;
  status: number;
  recommend: WithDefault<number>;
  reserved: WithDefault<number>;
  revision_id: ColumnType<string, Int64Input | undefined, Int64Input>;
  user_id: Int64;
  created_at: Int64;
  updated_at: Int64;
}

export interface TagRelTable {
  id: AutoId;
  object_id: Int64;
  tag_id: Int64;
  /** 1 listed, 2 hidden (question unlisted), 10 deleted */
  status: number;
  created_at: Int64;
}

export interface RevisionTable {
  id: AutoId;
  user_id: Int64;
  object_type: string;
  object_id: Int64;
  title: string;
  /** JSON snapshot of the edited object */
  content: string;
  /** the edit summary */
  log: string;
  /** 0 applied, 1 awaiting review, 2 approved, 3 rejected */
  status: number;
  review_user_id: ColumnType<string, Int64Input | undefined, Int64Input>;
  created_at: Int64;
}

export interface ActivityTable {
  id: AutoId;
  object_id: Int64;
  question_id: Int64;
  /** who did it */
  user_id: Int64;
  /** a timeline type of product spec §4 */
  activity_type: string;
  revision_id: ColumnType<string, Int64Input | undefined, Int64Input>;
  comment: string | null;
  cancelled: WithDefault<number>;
  cancelled_at: ColumnType<string, Int64Input | undefined, Int64Input>;
  created_at: Int64;
}

export interface VoteTable {
  id: AutoId;
  user_id: Int64;
  object_id: Int64;
  object_type: string;
  /** 1 up, -1 down */
  direction: number;
  created_at: Int64;
}

export interface ReputationTable {
  id: AutoId;
  /** whose reputation changed */
  user_id: Int64;
  trigger_user_id: Int64;
  object_id: Int64;
  reason: string;
  /** the change actually applied, after the daily cap and the floor */
  delta: number;
  cancelled: WithDefault<number>;
  created_at: Int64;
}

export interface CollectionTable {
  id: AutoId;
  user_id: Int64;
  object_id: Int64;
  created_at: Int64;
}

export interface FollowTable {
  id: AutoId;
  user_id: Int64;
  object_id: Int64;
  object_type: string;
  created_at: Int64;
}

export interface ReactionTable {
  id: AutoId;
  user_id: Int64;
  object_id: Int64;
  emoji: string;
  created_at: Int64;
}

export interface MetaTable {
  id: AutoId;
  object_id: Int64;
  meta_key: string;
  /** JSON */
  value: string;
  created_at: Int64;
  updated_at: Int64;
}

export interface QuestionLinkTable {
  id: AutoId;
  from_question_id: Int64;
  from_answer_id: ColumnType<string, Int64Input | undefined, Int64Input>;
  to_question_id: Int64;
  /** 1 live, 2 removed */
  status: WithDefault<number>;
  created_at: Int64;
}

export interface QuestionInviteTable {
  id: AutoId;
  question_id: Int64;
  user_id: Int64;
  inviter_id: Int64;
  created_at: Int64;
}

export interface SubmissionFingerprintTable {
  /** SHA-256 hex of user, operation and body */
  fingerprint: string;
  expires_at: Int64;
}

export interface UploadTable {
  id: AutoId;
  user_id: Int64;
  /** the file's name in the uploads directory */
  name: string;
  source: string;
  bytes: Int64;
  created_at: Int64;
}

/** A flag (migration 0017). */
export interface ReportTable {
  /** an object id of kind report */
  id: Int64;
  user_id: Int64;
  object_id: Int64;
  /** question, answer or comment */
  object_type: string;
  reported_user_id: Int64;
  /** the reason's id */
  report_type: number;
  content: string;
  /** constants report_status */
  status: number;
  flagged_at: Int64;
  reviewed_by: ColumnType<string, Int64Input | undefined, Int64Input>;
  reviewed_at: ColumnType<string, Int64Input | undefined, Int64Input>;
}

/** A queued post waiting for, or given, staff's decision (migration 0019). */
export interface PostReviewTable {
  id: AutoId;
  user_id: Int64;
  object_id: Int64;
  /** question or answer */
  object_type: string;
  /** constants post_review_status */
  status: number;
  created_at: Int64;
  reviewed_by: ColumnType<string, Int64Input | undefined, Int64Input>;
  reviewed_at: ColumnType<string, Int64Input | undefined, Int64Input>;
}

export interface RateCounterTable {
  counter_key: string;
  hits: Int64;
  /** Unix seconds */
  window_ends_at: Int64;
}

export interface CaptchaActionRecordTable {
  record_key: string;
  hits: Int64;
  /** Unix milliseconds */
  last_at_ms: Int64;
  /** Unix milliseconds */
  expires_at_ms: Int64;
}

export interface CaptchaChallengeTable {
  id: string;
  /** SHA-256 hex of the expected answer */
  answer_hash: string;
  /** Unix milliseconds */
  expires_at_ms: Int64;
}

export interface NotificationTable {
  id: AutoId;
  user_id: Int64;
  /** who acted; 0 for nobody shown */
  trigger_user_id: Int64;
  /** inbox or achievement */
  type: string;
  /** posts, invites, votes; empty for achievements */
  msg_type: string;
  /** a constants notification.actions key */
  action: string;
  object_id: Int64;
  question_id: Int64;
  answer_id: Int64;
  comment_id: Int64;
  /** an achievement's reputation change, summed per object */
  rank: number;
  is_read: number;
  /** 1 while the item counts in the header's badge */
  badge: number;
  created_at: Int64;
  updated_at: Int64;
}

export interface MailOutboxTable {
  id: AutoId;
  user_id: Int64;
  kind: string;
  /** JSON */
  payload: string;
  item_count: number;
  /** 0 waiting, 1 sent, 2 given up, 3 dropped */
  status: number;
  attempts: number;
  next_attempt_at: Int64;
  last_error: string;
  created_at: Int64;
  sent_at: Int64;
}

export interface ScheduledJobTable {
  name: string;
  next_run_at: Int64;
  last_run_at: Int64;
}

/** A source record an import wrote (migration 0030). */
export interface ImportMapTable {
  /** the source site's host */
  source: string;
  kind: string;
  source_id: string;
  target_id: Int64;
}

/** The up- and downvotes an import found for a post, whose dump names no voter (migration 0039). */
export interface ImportedVoteTable {
  object_id: Int64;
  up: Int64;
  down: Int64;
}

/** A peer that sent forwarding headers the site does not trust (migration 0040). */
export interface ProxySightingTable {
  address: string;
  header: string;
  seen_at: Int64;
}

/** A person's settings of one plugin (migration 0030). */
export interface PluginUserConfigTable {
  id: AutoId;
  user_id: Int64;
  plugin_slug_name: string;
  /** JSON {name: value} */
  value: string;
  updated_at: Int64;
}

/** A user-center agent's person and the account they sign in to. */
export interface UserCenterLoginTable {
  id: AutoId;
  plugin_slug_name: string;
  external_id: string;
  user_id: Int64;
  created_at: Int64;
}

/** A provider account bound to a person for signing in (migration 0033). */
export interface UserExternalLoginTable {
  id: AutoId;
  user_id: Int64;
  /** the connector plugin's slug name */
  provider: string;
  /** the provider's subject */
  external_id: string;
  /** JSON: what the provider said of the account (name, username, email, avatar) */
  meta_info: string;
  created_at: Int64;
}

/** A connector login under way, from the redirect to the provider until its callback (migration 0033). */
export interface ConnectorStateTable {
  id: AutoId;
  state_hash: string;
  provider: string;
  code_verifier: string;
  nonce: string;
  /** the person linking the provider from their settings; 0 for a sign-in */
  bind_user_id: Int64;
  expires_at: Int64;
}

/** A provider account that gave no usable email, waiting for one to be confirmed (migration 0033). */
export interface ConnectorPendingBindingTable {
  id: AutoId;
  key_hash: string;
  /** the hash of the code mailed to confirm the address; empty until an address is given */
  code_hash: string;
  provider: string;
  external_id: string;
  meta_info: string;
  e_mail: string;
  expires_at: Int64;
}

export interface Database {
  site_setting: SiteSettingTable;
  users: UsersTable;
  user_session: UserSessionTable;
  user_email_code: UserEmailCodeTable;
  unsubscribe_code: UnsubscribeCodeTable;
  user_notification_config: UserNotificationConfigTable;
  uniqid: UniqidTable;
  question: QuestionTable;
  question_related: QuestionRelatedTable;
  answer: AnswerTable;
  comment: CommentTable;
  tag: TagTable;
  tag_rel: TagRelTable;
  revision: RevisionTable;
  activity: ActivityTable;
  vote: VoteTable;
  reputation: ReputationTable;
  collection: CollectionTable;
  follow: FollowTable;
  reaction: ReactionTable;
  meta: MetaTable;
  question_link: QuestionLinkTable;
  question_invite: QuestionInviteTable;
  submission_fingerprint: SubmissionFingerprintTable;
  upload: UploadTable;
  rate_counter: RateCounterTable;
  captcha_challenge: CaptchaChallengeTable;
  captcha_action_record: CaptchaActionRecordTable;
  report: ReportTable;
  post_review: PostReviewTable;
  notification: NotificationTable;
  mail_outbox: MailOutboxTable;
  scheduled_job: ScheduledJobTable;
  import_map: ImportMapTable;
  imported_vote: ImportedVoteTable;
  proxy_sighting: ProxySightingTable;
  plugin_user_config: PluginUserConfigTable;
  user_center_login: UserCenterLoginTable;
  user_external_login: UserExternalLoginTable;
  connector_state: ConnectorStateTable;
  connector_pending_binding: ConnectorPendingBindingTable;
}
