import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useId } from 'react';
import { api } from '../../../app/api-client.ts';
import { LoadingStatus } from '../../../components/LoadingStatus.tsx';
import { useApiData } from '../../../hooks/useApiData.ts';
import { useMessage } from '../../../hooks/useMessage.ts';

/** Shows a fresh activation link for an account, for an admin to pass on when no mail can be sent. */
export function ActivationLinkDialog({ userId, onClose }: { userId: string; onClose(): void }) {
  const t = useMessage();
  const inputId = useId();
  const link = useApiData((signal) => api.getUserActivationUrl({ query: { user_id: userId } }, { signal }));
  return (
    <DialogPrimitive.Root open onOpenChange={(open) => open || onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="dialog-overlay" />
        <DialogPrimitive.Content className="dialog admin-user-dialog">
          <DialogPrimitive.Title className="dialog-title">{t('admin_users.activation.title')}</DialogPrimitive.Title>
          <DialogPrimitive.Description className="dialog-message">
            {t('admin_users.activation.help')}
          </DialogPrimitive.Description>
          {link.status === 'loading' && <LoadingStatus />}
          {link.status === 'loaded' && (
            <div className="form-field">
              <label htmlFor={inputId}>{t('admin_users.activation.label')}</label>
              <input
                id={inputId}
                type="url"
                readOnly
                value={link.data.activation_url}
                onFocus={(event) => event.target.select()}
              />
            </div>
          )}
          <div className="dialog-actions">
            <DialogPrimitive.Close className="button">{t('admin_users.activation.close')}</DialogPrimitive.Close>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
