import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';

/** The object-level rule of every admin user call: an admin may not change their own account here. */
export function assertNotSelf(context: HandlerContext, userId: string): void {
  if (context.user?.id === String(userId)) throw AppError.forbidden('toast.forbidden_self');
}
