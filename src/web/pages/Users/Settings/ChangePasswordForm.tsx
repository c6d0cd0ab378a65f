import { forms } from '../../../../../generated/forms.ts';
import type { BodyOf } from '../../../../../generated/operations.ts';
import { ApiError } from '../../../../shared/api/api-error.ts';
import { showToast } from '../../../app/toasts.ts';
import { useCaptcha, type UseCaptchaOptions } from '../../../components/captcha/useCaptcha.tsx';
import { useMessage } from '../../../hooks/useMessage.ts';
import { withFields } from './form-fields.ts';
import { passwordConfirmationError } from './password-confirmation.ts';
import { LazySchemaForm } from '../../../forms/LazySchemaForm.tsx';

type PasswordChange = BodyOf<'updateUserPassword'>;

interface ChangePasswordFormProps {
  /** a person without a password (signed up through a connector) sets one without the current one */
  hasPassword: boolean;
  send(change: PasswordChange): Promise<unknown>;
  /** how to ask whether a captcha is needed; the server's user/action/record unless given */
  checkCaptcha?: UseCaptchaOptions['checkAction'];
}

/** Change password: both new passwords must match before anything is sent. */
export function ChangePasswordForm({ hasPassword, send, checkCaptcha }: ChangePasswordFormProps) {
  const t = useMessage();
  const form = withFields(
    forms.settings_password,
    hasPassword ? ['old_pass', 'pass', 'pass_confirm'] : ['pass', 'pass_confirm'],
  );
  // After repeated wrong current passwords the server asks for a captcha, as after failed logins.
  const captcha = useCaptcha('password', checkCaptcha ? { checkAction: checkCaptcha } : {});

  const submit = async (data: Record<string, unknown>) => {
    const mismatch = passwordConfirmationError(data, t('validation.password.mismatch'));
    if (mismatch)
      throw new ApiError('field_errors', 400, 'validation.password.mismatch', mismatch.error_msg, [mismatch]);
    if (await captcha.submit((answer) => send({ ...data, ...answer } as PasswordChange)))
      showToast('success', t('toast.password_changed'));
  };

  return (
    <>
      <LazySchemaForm form={form} onSubmit={submit} />
      {captcha.dialog}
    </>
  );
}
