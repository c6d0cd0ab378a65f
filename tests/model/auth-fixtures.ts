import { constants } from '../../generated/constants.ts';
import type { AuthInput, AuthUser } from '../../machines/auth.machine.ts';

function userWith(id: string, changes: Partial<AuthUser>): AuthUser {
  return {
    id,
    username: `user${id}`,
    display_name: `User ${id}`,
    e_mail: `user${id}@example.com`,
    mail_status: constants.mail_status.active,
    status: 'normal',
    role_id: constants.roles.user,
    suspended_until: 0,
    ...changes,
  };
}

/** One user of each kind the session tells apart, as the server reports them. */
export const users = {
  member: userWith('1', {}),
  moderator: userWith('2', { role_id: constants.roles.moderator }),
  admin: userWith('3', { role_id: constants.roles.admin }),
  inactive: userWith('4', { mail_status: constants.mail_status.inactive, status: 'inactive' }),
  suspended: userWith('5', { status: 'suspended', suspended_until: 4_102_444_800 }),
} satisfies Record<string, AuthUser>;

export type UserName = keyof typeof users;

/** The answer of a login: the user with a new access token. */
export function loggedIn(name: UserName): AuthUser {
  return { ...users[name], access_token: `token-of-${name}` };
}

export const openSite: AuthInput = { user: null, loginRequired: false, registrationAllowed: true };
export const privateSite: AuthInput = { user: null, loginRequired: true, registrationAllowed: false };
