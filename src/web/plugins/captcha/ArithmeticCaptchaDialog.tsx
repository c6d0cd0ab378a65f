import { constants } from '../../../../generated/constants.ts';
import { CaptchaDialogFrame, type CaptchaDialogProps } from '../../components/captcha/CaptchaDialogFrame.tsx';
import { useMessage } from '../../hooks/useMessage.ts';

/** The arithmetic captcha's dialog: a question as text, which a screen reader reads, and a number to type. */
export default function ArithmeticCaptchaDialog(props: CaptchaDialogProps) {
  const t = useMessage();
  return (
    <CaptchaDialogFrame
      {...props}
      texts={{
        description: 'captcha.arithmetic.description',
        label: 'captcha.arithmetic.label',
        reload: 'captcha.arithmetic.reload',
        refused: 'captcha.arithmetic.refused',
      }}
      prompt={
        <p className="captcha-question" aria-live="polite">
          {t('captcha.arithmetic.question', { question: props.challenge?.captcha_text ?? '' })}
        </p>
      }
      loading={
        <span className="captcha-question" role="status">
          {t('captcha.arithmetic.loading')}
        </span>
      }
      input={{ maxLength: constants.captcha.arithmetic.answer_max_length, inputMode: 'numeric' }}
    />
  );
}
