import { useNavigate } from 'react-router-dom';
import { showToast } from '../../../app/toasts.ts';
import { useCaptcha } from '../../../components/captcha/useCaptcha.tsx';
import type { CaptchaAnswer } from '../../../../../machines/report-captcha.types.ts';
import { useLeaveGuard } from '../../../hooks/useLeaveGuard.ts';
import { useMessage } from '../../../hooks/useMessage.ts';

/**
 * Saving an edit: behind the edit captcha, then back to the question. An edit that waits for review
 * (a non-owner without edit-without-review) says so: 'Your revision will show after review.'
 */
export function useSaveEdit(changed: boolean) {
  const t = useMessage();
  const navigate = useNavigate();
  const captcha = useCaptcha('edit');
  const guard = useLeaveGuard(changed);

  async function save(write: (answer: CaptchaAnswer | null) => Promise<{ wait_for_review: boolean }>, backTo: string) {
    let waitForReview = false;
    const written = await captcha.submit(async (answer) => {
      ({ wait_for_review: waitForReview } = await write(answer));
    });
    if (!written) return;
    if (waitForReview) showToast('success', t('toast.revision_after_review'));
    guard.release();
    navigate(backTo);
  }

  return { save, captchaDialog: captcha.dialog };
}
