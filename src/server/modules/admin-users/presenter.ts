import type { DataOf } from '../../../../generated/operations.ts';
import type { Translate } from '../../i18n/translator.ts';
import { avatarUrl, type AvatarSettings } from '../user/avatar.ts';
import { statusName } from '../user/presenter.ts';
import type { UserRow } from '../user/users.ts';
import { roleName } from './roles.ts';

export type AdminUser = DataOf<'getAdminUserPage'>['list'][number];

/** The columns the admin's list and detail read. */
export const ADMIN_USER_COLUMNS = [
  'id',
  'username',
  'e_mail',
  'display_name',
  'avatar',
  'rank',
  'status',
  'mail_status',
  'role_id',
  'created_at',
  'suspended_until',
  'deleted_at',
] as const;

type AdminUserRow = Pick<UserRow, (typeof ADMIN_USER_COLUMNS)[number]>;

const seconds = (value: string | null) => (value === null ? 0 : Number(value));

export function presentAdminUser(row: AdminUserRow, settings: AvatarSettings, t: Translate): AdminUser {
  return {
    user_id: row.id,
    username: row.username,
    e_mail: row.e_mail,
    display_name: row.display_name,
    avatar: avatarUrl(row, settings),
    rank: row.rank,
    status: statusName(row),
    mail_status: row.mail_status,
    role_id: row.role_id,
    role_name: roleName(row.role_id, t),
    created_at: Number(row.created_at),
    suspended_until: seconds(row.suspended_until),
    deleted_at: seconds(row.deleted_at),
  };
}
