import * as DialogPrimitive from '@radix-ui/react-dialog';
import { dialogStore } from '../app/dialogs.ts';
import { useExternalStore } from '../app/external-store.ts';
import { useMessage } from '../hooks/useMessage.ts';

/** Shows the dialogs asked for through the dialog service, one at a time. */
export default function DialogHost() {
  const t = useMessage();
  const [request] = useExternalStore(dialogStore);
  if (!request) return null;
  const isConfirm = request.kind === 'confirm';
  return (
    <DialogPrimitive.Root key={request.id} open onOpenChange={(open) => open || request.answer(false)}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="dialog-overlay" />
        <DialogPrimitive.Content
          className="dialog"
          role={isConfirm ? 'alertdialog' : 'dialog'}
          // Radix gives focus back to a Dialog.Trigger; these dialogs are asked for by code and have none.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            request.opener?.focus();
          }}
        >
          <DialogPrimitive.Title className="dialog-title">
            {t(isConfirm ? 'dialog.confirm_title' : 'dialog.notice_title')}
          </DialogPrimitive.Title>
          <DialogPrimitive.Description className="dialog-message">{request.message}</DialogPrimitive.Description>
          <div className="dialog-actions">
            {isConfirm ? (
              <>
                <DialogPrimitive.Close className="button">{t('dialog.cancel')}</DialogPrimitive.Close>
                <button type="button" className="button button-primary" onClick={() => request.answer(true)}>
                  {t('dialog.confirm')}
                </button>
              </>
            ) : (
              <DialogPrimitive.Close className="button button-primary">{t('dialog.close')}</DialogPrimitive.Close>
            )}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
