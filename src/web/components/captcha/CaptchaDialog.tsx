import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useId, useState, type FormEvent } from 'react';
import { constants } from '../../../../generated/constants.ts';
import type { CaptchaChallenge } from '../../../../machines/report-captcha.machine.ts';
import { useMessage } from '../../hooks/useMessage.ts';
import './captcha.css';

export interface CaptchaDialogProps {
  /** the picture to answer; null while a new one loads */
  challenge: CaptchaChallenge | null;
  /** the last code was wrong: this is a new picture */
  refused: boolean;
  onVerify(captchaCode: string): void;
  onReload(): void;
  onCancel(): void;
}

const { width, height } = constants.captcha.image;

/** Asks for the characters of a captcha picture (product spec §2, §5: the code cannot be empty). */
export default function CaptchaDialog({ challenge, refused, onVerify, onReload, onCancel }: CaptchaDialogProps) {
  const t = useMessage();
  const inputId = useId();
  const errorId = useId();
  const [code, setCode] = useState('');
  const [shownId, setShownId] = useState(challenge?.captcha_id);
  // A new picture asks for a new answer.
  if (challenge?.captcha_id !== shownId) {
    setShownId(challenge?.captcha_id);
    setCode('');
  }
  const empty = code.trim() === '';

  function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!empty) onVerify(code.trim());
  }

  return (
    <DialogPrimitive.Root open onOpenChange={(open) => open || onCancel()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="dialog-overlay" />
        <DialogPrimitive.Content className="dialog captcha-dialog">
          <DialogPrimitive.Title className="dialog-title">{t('captcha.dialog.title')}</DialogPrimitive.Title>
          <DialogPrimitive.Description className="dialog-message">
            {t('captcha.dialog.description')}
          </DialogPrimitive.Description>
          <form onSubmit={verify} noValidate>
            <div className="captcha-picture">
              {challenge ? (
                <img src={challenge.captcha_img} alt={t('captcha.image_alt')} width={width} height={height} />
              ) : (
                <span className="captcha-loading" role="status" style={{ width, height }}>
                  {t('captcha.loading')}
                </span>
              )}
              <button type="button" className="button" onClick={onReload} disabled={!challenge}>
                {t('captcha.reload')}
              </button>
            </div>
            <div className="form-field">
              <label htmlFor={inputId}>{t('captcha.code.label')}</label>
              <input
                id={inputId}
                name="captcha_code"
                value={code}
                onChange={(event) => setCode(event.target.value)}
                required
                aria-required="true"
                autoComplete="off"
                autoCapitalize="characters"
                aria-invalid={refused}
                aria-describedby={errorId}
                spellCheck={false}
                maxLength={constants.captcha.code_length.max}
                // The dialog exists to take this answer.
                autoFocus
              />
              <p id={errorId} className="form-error" role="alert">
                {refused ? t('error.object.captcha_verification_failed') : ''}
              </p>
            </div>
            <div className="dialog-actions">
              <DialogPrimitive.Close type="button" className="button">
                {t('captcha.cancel')}
              </DialogPrimitive.Close>
              <button type="submit" className="button button-primary" disabled={empty || !challenge}>
                {t('captcha.verify')}
              </button>
            </div>
          </form>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
