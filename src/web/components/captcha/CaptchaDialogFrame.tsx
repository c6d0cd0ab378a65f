import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useId, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import type { MessageKey } from '../../../../generated/messages/index.ts';
import { useMessage } from '../../hooks/useMessage.ts';
import './captcha.css';

/** What every captcha plugin's dialog is given by useCaptcha. */
export interface CaptchaDialogProps {
  /** what to answer; null while a new one loads */
  challenge: CaptchaChallengeShown | null;
  /** the last answer was wrong: this is a new challenge */
  refused: boolean;
  onVerify(captchaCode: string): void;
  onReload(): void;
  onCancel(): void;
}

export interface CaptchaChallengeShown {
  captcha_id: string;
  captcha_img: string;
  captcha_text?: string;
}

export interface CaptchaDialogTexts {
  description: MessageKey;
  label: MessageKey;
  reload: MessageKey;
  refused: MessageKey;
}

interface FrameProps extends CaptchaDialogProps {
  texts: CaptchaDialogTexts;
  /** the picture or question; shown only while a challenge is there */
  prompt: ReactNode;
  /** what is shown in the prompt's place while a new challenge loads */
  loading: ReactNode;
  /** how the answer's input behaves for this kind of captcha */
  input: Pick<InputHTMLAttributes<HTMLInputElement>, 'maxLength' | 'inputMode' | 'autoCapitalize' | 'className'>;
}

/**
 * The dialog every captcha plugin shows its challenge in: the plugin gives the prompt and its texts, the
 * frame the answer field, the refusal and the buttons (product spec §2, §5: the answer cannot be empty).
 */
export function CaptchaDialogFrame({
  challenge,
  refused,
  onVerify,
  onReload,
  onCancel,
  texts,
  prompt,
  loading,
  input,
}: FrameProps) {
  const t = useMessage();
  const inputId = useId();
  const errorId = useId();
  const [code, setCode] = useState('');
  const [shownId, setShownId] = useState(challenge?.captcha_id);
  // A new challenge asks for a new answer.
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
          <DialogPrimitive.Description className="dialog-message">{t(texts.description)}</DialogPrimitive.Description>
          <form onSubmit={verify} noValidate>
            <div className="captcha-picture">
              {challenge ? prompt : loading}
              <button type="button" className="button" onClick={onReload} disabled={!challenge}>
                {t(texts.reload)}
              </button>
            </div>
            <div className="form-field">
              <label htmlFor={inputId}>{t(texts.label)}</label>
              <input
                id={inputId}
                name="captcha_code"
                value={code}
                onChange={(event) => setCode(event.target.value)}
                required
                aria-required="true"
                autoComplete="off"
                aria-invalid={refused}
                aria-describedby={errorId}
                spellCheck={false}
                {...input}
                // The dialog exists to take this answer.
                autoFocus
              />
              <p id={errorId} className="form-error" role="alert">
                {refused ? t(texts.refused) : ''}
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
