import type { MessageKey } from '../../../generated/messages/keys.ts';

export type ErrorType = 'toast' | 'alert' | 'modal';
export type ForbiddenType = 'url_expired' | 'inactive' | 'suspended';

/**
 * A refusal the client should see: its HTTP status, the message key that becomes `reason`
 * and (translated) `msg`, and the `data` the envelope carries. Handlers and services throw these;
 * one error handler turns them into envelopes.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly reason: MessageKey,
    readonly data: unknown = null,
    readonly values: Record<string, string | number> = {},
  ) {
    super(reason);
    this.name = 'AppError';
  }

  static badRequest(reason: MessageKey, errType?: ErrorType, values?: Record<string, string | number>): AppError {
    return new AppError(400, reason, errType ? { err_type: errType } : null, values);
  }

  static unauthorized(): AppError {
    return new AppError(401, 'base.unauthorized_error');
  }

  static forbidden(reason: MessageKey = 'base.forbidden_error', type?: ForbiddenType): AppError {
    return new AppError(403, reason, type ? { type } : null);
  }

  /** A business refusal shown inline on one form field: 400 `data: [{error_field, error_msg}]`. */
  static field(field: string, reason: MessageKey, values?: Record<string, string | number>): FieldError {
    return new FieldError(field, reason, values);
  }

  /** Every call but the installer's, until the site and its administrator exist. */
  static notInstalled(): AppError {
    return new AppError(503, 'error.install.not_installed');
  }

  static notFound(reason: MessageKey = 'base.not_found'): AppError {
    return new AppError(404, reason);
  }
}

/** An AppError about one field; the error handler puts its translated message into the field-error list. */
export class FieldError extends AppError {
  constructor(
    readonly field: string,
    reason: MessageKey,
    values: Record<string, string | number> = {},
  ) {
    super(400, reason, null, values);
    this.name = 'FieldError';
  }
}
