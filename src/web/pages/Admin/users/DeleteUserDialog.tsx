import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useId, useState } from 'react';
import { useMessage } from '../../../hooks/useMessage.ts';
import type { AdminUser } from './user-actions.ts';

interface DeleteUserDialogProps {
  user: AdminUser;
  /** resolves when the account is deleted; a refusal was shown by the client's hooks */
  onDelete(removeAllContent: boolean): Promise<void>;
  onClose(): void;
}

/** The delete-user dialog of product spec §2: what deleting does, and the choice to remove every post too. */
export function DeleteUserDialog({ user, onDelete, onClose }: DeleteUserDialogProps) {
  const t = useMessage();
  const checkboxId = useId();
  const [removeAll, setRemoveAll] = useState(false);
  const [sending, setSending] = useState(false);
  const confirm = async () => {
    setSending(true);
    try {
      await onDelete(removeAll);
    } catch {
      // the client's hooks showed the refusal; the account is unchanged
    } finally {
      setSending(false);
    }
  };
  return (
    <DialogPrimitive.Root open onOpenChange={(open) => open || onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="dialog-overlay" />
        <DialogPrimitive.Content className="dialog admin-user-dialog">
          <DialogPrimitive.Title className="dialog-title">{t('admin_users.delete.title')}</DialogPrimitive.Title>
          <DialogPrimitive.Description className="dialog-message">
            {t('admin_users.delete.message', { name: user.display_name || user.username })}
          </DialogPrimitive.Description>
          <div className="form-check">
            <input
              id={checkboxId}
              type="checkbox"
              checked={removeAll}
              onChange={(event) => setRemoveAll(event.target.checked)}
            />
            <label htmlFor={checkboxId}>{t('admin_users.delete.remove_all_content')}</label>
          </div>
          <div className="dialog-actions">
            <DialogPrimitive.Close className="button">{t('admin_users.delete.cancel')}</DialogPrimitive.Close>
            <button type="button" className="button button-danger" disabled={sending} onClick={() => void confirm()}>
              {t('admin_users.delete.submit')}
            </button>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
