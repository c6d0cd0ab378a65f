import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { FormDefinition } from '../../../../../generated/forms.ts';
import type { MessageKey } from '../../../../../generated/messages/index.ts';
import { LazySchemaForm } from '../../../forms/LazySchemaForm.tsx';
import type { FormData } from '../../../forms/server-errors.ts';
import { useMessage } from '../../../hooks/useMessage.ts';

export interface FormDialogProps {
  form: FormDefinition;
  /** the hidden fields (user_id, status) and the values the form starts with */
  initialData: FormData;
  /** sends the form; a field refusal stays on its field and the dialog stays open */
  onSubmit(data: FormData): Promise<unknown>;
  onClose(): void;
  /** the heading when it is not the form's own title */
  title?: MessageKey;
  /** something said above the form */
  children?: React.ReactNode;
}

/** A modal holding one form of spec/forms; Escape or the close button leaves it unchanged. */
export function FormDialog({ form, initialData, onSubmit, onClose, title, children }: FormDialogProps) {
  const t = useMessage();
  return (
    <DialogPrimitive.Root open onOpenChange={(open) => open || onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="dialog-overlay" />
        <DialogPrimitive.Content className="dialog admin-user-dialog" aria-describedby={undefined}>
          <DialogPrimitive.Title className="dialog-title">
            {t(title ?? (form.title as MessageKey))}
          </DialogPrimitive.Title>
          {children}
          <LazySchemaForm form={form} initialData={initialData} onSubmit={onSubmit} />
          <DialogPrimitive.Close className="button admin-user-dialog-cancel">
            {t('admin_users.cancel')}
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
