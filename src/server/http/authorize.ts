import { constants } from '../../../generated/constants.ts';
import type { AuthLevel } from '../../../generated/operations.ts';
import { AppError } from './app-error.ts';
import type { SessionUser } from './request-context.ts';

/**
 * The one place that decides whether a caller may use an operation, from its x-auth level
 * (product spec §8: 401, then 403 inactive / suspended, then role). `public` calls are open to
 * everyone; `none` calls are open to anonymous callers unless the site is login-required, which is
 * only asked (`isPrivateSite`) when it matters. A `login` call is open to any session, but a
 * suspended user (who "cannot log in", spec §3) changes nothing with the session they still hold:
 * they may read, as the suspended page does, and sign out.
 */
export async function authorize(
  operation: { level: AuthLevel; writes: boolean },
  user: SessionUser | null,
  isPrivateSite: () => Promise<boolean>,
): Promise<void> {
  const { level } = operation;
  if (level === 'public') return;
  if (level === 'none') {
    if (!user && (await isPrivateSite())) throw AppError.unauthorized();
    return;
  }
  if (!user) throw AppError.unauthorized();
  if (level === 'login') {
    if (operation.writes && user.status === constants.user_status.suspended) {
      throw AppError.forbidden('base.forbidden_error', 'suspended');
    }
    return;
  }
  if (user.mailStatus !== constants.mail_status.active) throw AppError.forbidden('base.forbidden_error', 'inactive');
  if (user.status === constants.user_status.suspended) throw AppError.forbidden('base.forbidden_error', 'suspended');
  const { admin, moderator } = constants.roles;
  if (level === 'admin' && user.roleId !== admin) throw AppError.forbidden();
  if (level === 'moderator' && user.roleId !== admin && user.roleId !== moderator) throw AppError.forbidden();
}
