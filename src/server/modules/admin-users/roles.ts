import type { DataOf } from '../../../../generated/operations.ts';
import { constants } from '../../../../generated/constants.ts';
import type { Translate } from '../../i18n/translator.ts';

export type Role = DataOf<'listRoles'>[number];

/** A role's name in the reader's language; an id outside the roles reads as a user's. */
export function roleName(roleId: number, t: Translate): string {
  const known = (constants.admin_users.role_choices as readonly number[]).includes(roleId);
  return t(`admin_users.role_name.${known ? roleId : constants.roles.user}` as 'admin_users.role_name.1');
}

/** GET roles: the three roles in id order, with their names and descriptions. */
export function listRoles(t: Translate): Role[] {
  return [...constants.admin_users.role_choices]
    .sort((a, b) => a - b)
    .map((id) => ({
      id,
      name: roleName(id, t),
      description: t(`admin_users.role_description.${id}` as 'admin_users.role_description.1'),
    }));
}
