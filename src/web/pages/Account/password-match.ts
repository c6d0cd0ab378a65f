import type { FormDefinition } from '../../../../generated/forms.ts';
import type { MessageKey } from '../../../../generated/messages/index.ts';
import { ApiError } from '../../../shared/api/api-error.ts';
import type { FormData } from '../../forms/server-errors.ts';

const CONFIRM_FIELD = 'pass_confirm';
const MISMATCH: MessageKey = 'validation.password.mismatch';

/**
 * Product spec §5: both passwords must match. When a form asks for the password twice, a mismatch
 * is refused in the browser as a field error on the confirmation, the way the server would.
 */
export function checkPasswordsMatch(
  form: FormDefinition,
  data: FormData,
  translate: (key: MessageKey) => string,
): void {
  const properties = form.schema.properties as Record<string, unknown> | undefined;
  if (!properties || !(CONFIRM_FIELD in properties) || data[CONFIRM_FIELD] === data.pass) return;
  const message = translate(MISMATCH);
  throw new ApiError('field_errors', 400, MISMATCH, message, [{ error_field: CONFIRM_FIELD, error_msg: message }]);
}
