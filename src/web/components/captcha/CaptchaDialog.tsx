import { constants } from '../../../../generated/constants.ts';
import { useMessage } from '../../hooks/useMessage.ts';
import { CaptchaDialogFrame, type CaptchaDialogProps } from './CaptchaDialogFrame.tsx';

const { width, height } = constants.captcha.image;

/** The image captcha's dialog: the characters of a picture, not case-sensitive. */
export default function CaptchaDialog(props: CaptchaDialogProps) {
  const t = useMessage();
  return (
    <CaptchaDialogFrame
      {...props}
      texts={{
        description: 'captcha.dialog.description',
        label: 'captcha.code.label',
        reload: 'captcha.reload',
        refused: 'error.object.captcha_verification_failed',
      }}
      prompt={<img src={props.challenge?.captcha_img} alt={t('captcha.image_alt')} width={width} height={height} />}
      loading={
        <span className="captcha-loading" role="status" style={{ width, height }}>
          {t('captcha.loading')}
        </span>
      }
      input={{
        maxLength: constants.captcha.code_length.max,
        autoCapitalize: 'characters',
        className: 'captcha-code-characters',
      }}
    />
  );
}
