import type { DataOf } from '../../../../../generated/operations.ts';

export type AdminUser = DataOf<'getAdminUserPage'>['list'][number];

/** What an admin may do to an account, in menu order; a modal action opens its dialog. */
export type UserAction =
  | 'change_role'
  | 'suspend'
  | 'deactivate'
  | 'reactivate'
  | 'set_password'
  | 'edit_profile'
  | 'activation_link'
  | 'resend_activation'
  | 'delete';

/**
 * The actions that make sense for the account's status (answer-api-facts §4.14): a deleted account takes
 * none; reactivate lifts a suspension or confirms an inactive email; the activation link and mail are for
 * an account whose email is not confirmed.
 */
export function actionsFor(user: Pick<AdminUser, 'status'>): UserAction[] {
  switch (user.status) {
    case 'deleted':
      return [];
    case 'suspended':
      return ['reactivate', 'change_role', 'set_password', 'edit_profile', 'delete'];
    case 'inactive':
      return [
        'reactivate',
        'activation_link',
        'resend_activation',
        'change_role',
        'suspend',
        'set_password',
        'edit_profile',
        'delete',
      ];
    default:
      return ['change_role', 'suspend', 'deactivate', 'set_password', 'edit_profile', 'delete'];
  }
}
