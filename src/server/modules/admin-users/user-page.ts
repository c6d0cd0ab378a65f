import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { DataOf, QueryOf } from '../../../../generated/operations.ts';
import { like, likeLiteral } from '../../db/like-pattern.ts';
import { readSettings } from '../../db/settings-store.ts';
import type { Database } from '../../db/schema.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { schemas } from '../../../../generated/schemas.ts';
import { withDefaults } from '../../settings/defaults.ts';
import type { AvatarSettings } from '../user/avatar.ts';
import { liftEndedSuspensions } from '../user/ended-suspensions.ts';
import { nowSeconds } from '../user/users.ts';
import { ADMIN_USER_COLUMNS, presentAdminUser } from './presenter.ts';

type Filters = QueryOf<'getAdminUserPage'>;
type UsersQuery = SelectQueryBuilder<Database, 'users', object>;

const { user_status: userStatus, mail_status: mailStatus } = constants;

/** The filters as conditions: a status (else every account but the deleted ones), staff, the query text. */
function filtered(db: Kysely<Database>, filters: Filters): UsersQuery {
  let query: UsersQuery = db.selectFrom('users');
  switch (filters.status) {
    case 'normal':
      query = query.where('status', '=', userStatus.normal).where('mail_status', '=', mailStatus.active);
      break;
    case 'inactive':
      query = query.where('status', '=', userStatus.normal).where('mail_status', '!=', mailStatus.active);
      break;
    case 'suspended':
      query = query.where('status', '=', userStatus.suspended);
      break;
    case 'deleted':
      query = query.where('status', '=', userStatus.deleted);
      break;
    default:
      query = query.where('status', '!=', userStatus.deleted);
  }
  if (filters.staff) query = query.where('role_id', 'in', [constants.roles.admin, constants.roles.moderator]);
  const text = filters.query?.trim().toLowerCase();
  if (text) {
    const pattern = `%${likeLiteral(text)}%`;
    query = query.where((eb) =>
      eb.or([
        like(sql`lower(username)`, pattern),
        like(sql`lower(display_name)`, pattern),
        like(sql`lower(e_mail)`, pattern),
      ]),
    );
  }
  return query;
}

/** GET users/page: newest accounts first; ended suspensions are lifted first, so none shows as current. */
export async function adminUserPage(context: HandlerContext, filters: Filters): Promise<DataOf<'getAdminUserPage'>> {
  const { db } = context.services;
  await liftEndedSuspensions(db, nowSeconds());
  const page = filters.page ?? 1;
  const pageSize = filters.page_size ?? constants.admin_users.page_size;
  const [total, rows, settings] = await Promise.all([
    filtered(db, filters)
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .executeTakeFirstOrThrow(),
    filtered(db, filters)
      .select([...ADMIN_USER_COLUMNS])
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    readSettings(db),
  ]);
  const avatars = withDefaults<AvatarSettings>(schemas.SiteUsers, settings.users);
  return {
    count: Number(total.count),
    list: rows.map((row) => presentAdminUser(row, avatars, context.t)),
  };
}
