import type { Handlers } from '../../../../generated/operations.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { updateUserPassword, updateUserProfile, updateUserRole } from './account-edits.ts';
import { addUser, addUsers } from './add-users.ts';
import { listRoles } from './roles.ts';
import { updateUserStatus } from './status-change.ts';
import { adminUserDetail } from './user-detail.ts';
import { adminUserPage } from './user-page.ts';

type AdminUserHandlers = Pick<
  Handlers<HandlerContext>,
  | 'getAdminUserPage'
  | 'getAdminUser'
  | 'addUser'
  | 'addUsers'
  | 'updateUserStatus'
  | 'updateUserRole'
  | 'updateUserPasswordByAdmin'
  | 'updateUserProfileByAdmin'
  | 'listRoles'
>;

export const handlers: AdminUserHandlers = {
  getAdminUserPage: ({ query }, context) => adminUserPage(context, query),
  getAdminUser: ({ query }, context) => adminUserDetail(context, query.user_id),
  addUser: async ({ body }, context) => (await addUser(context, body), null),
  addUsers: async ({ body }, context) => (await addUsers(context, body), null),
  updateUserStatus: async ({ body }, context) => (await updateUserStatus(context, body), null),
  updateUserRole: async ({ body }, context) => (await updateUserRole(context, body), null),
  updateUserPasswordByAdmin: async ({ body }, context) => (await updateUserPassword(context, body), null),
  updateUserProfileByAdmin: async ({ body }, context) => (await updateUserProfile(context, body), null),
  listRoles: async (_input, context) => listRoles(context.t),
};
