import { constants } from '../../../generated/constants.ts';
import type { AuthLevel } from '../../../generated/operations.ts';
import { AppError } from './app-error.ts';
import type { SessionUser } from './request-context.ts';

/**
 * The one place that decides whether a caller may use an operation, from its x-auth level
 * (product spec §8: 401, then 403 inactive / suspended, then role). `public` calls are open to
 * everyone; `none` calls are open to anonymous callers unless the site is login-required, which is
 * only asked (`isPrivateSite`) when it matters.
 */
export async function authorize(
  level: AuthLevel,
  user: SessionUser | null,
  isPrivateSite: () => Promise<boolean>,
): Promise<void> {
  if (level === 'public') return;
  if (level === 'none') {
    if (!user && (await isPrivateSite())) throw AppError.unauthorized();
    return;
  }
  if (!user) throw AppError.unauthorized();
  if (level === 'login') return;
  if (user.mailStatus !== constants.mail_status.active) throw AppError.forbidden('base.forbidden_error', 'inactive');
  if (user.status === constants.user_status.suspended) throw AppError.forbidden('base.forbidden_error', 'suspended');
  const { admin, moderator } = constants.roles;
  if (level === 'admin' && user.roleId !== admin) throw AppError.forbidden();
  if (level === 'moderator' && user.roleId !== admin && user.roleId !== moderator) throw AppError.forbidden();
}
