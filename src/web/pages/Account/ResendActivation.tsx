import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useState } from 'react';
import { api } from '../../app/api-client.ts';
import { showToast } from '../../app/toasts.ts';
import { useCaptcha } from '../../components/captcha/useCaptcha.tsx';
import { useMessage } from '../../hooks/useMessage.ts';

/** The Resend-activation modal of product spec §2: a new activation mail, then the 'Sent successfully' toast. */
export function ResendActivation({ email }: { email: string }) {
  const t = useMessage();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  // The resend sends mail, so while a captcha plugin is on it always asks for one (action `email`).
  const captcha = useCaptcha('email');

  const send = async () => {
    if (sending) return;
    setSending(true);
    // This modal steps aside so the captcha dialog, when one is needed, is the only one open.
    setOpen(false);
    try {
      if (await captcha.submit((answer) => api.resendActivationEmail({ body: { ...answer } })))
        showToast('success', t('toast.sent_successfully'));
    } catch {
      // The API client's hooks have shown the refusal.
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      {captcha.dialog}
      <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
        <DialogPrimitive.Trigger className="button">{t('account.resend.open')}</DialogPrimitive.Trigger>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className="dialog-overlay" />
          <DialogPrimitive.Content className="dialog">
            <DialogPrimitive.Title className="dialog-title">{t('account.resend.title')}</DialogPrimitive.Title>
            <DialogPrimitive.Description className="dialog-message">
              {t('account.resend.message', { email })}
            </DialogPrimitive.Description>
            <div className="dialog-actions">
              <DialogPrimitive.Close className="button">{t('dialog.cancel')}</DialogPrimitive.Close>
              <button
                type="button"
                className="button button-primary"
                aria-disabled={sending}
                onClick={() => void send()}
              >
                {t('account.resend.send')}
              </button>
            </div>
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
    </>
  );
}
