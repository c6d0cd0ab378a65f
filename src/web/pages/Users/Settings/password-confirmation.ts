import type { FieldError } from '../../../../shared/api/api-error.ts';

/** The browser's check that both new passwords match, shown on the confirmation field before anything is sent. */
export function passwordConfirmationError(data: Record<string, unknown>, message: string): FieldError | null {
  return data.pass_confirm === data.pass ? null : { error_field: 'pass_confirm', error_msg: message };
}
