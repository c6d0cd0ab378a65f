import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useState } from 'react';
import { forms } from '../../../../../generated/forms.ts';
import type { BodyOf } from '../../../../../generated/operations.ts';
import { api } from '../../../app/api-client.ts';
import { showToast } from '../../../app/toasts.ts';
import { LazySchemaForm } from '../../../forms/LazySchemaForm.tsx';
import type { FormData } from '../../../forms/server-errors.ts';
import { useMessage } from '../../../hooks/useMessage.ts';

type Mode = 'single' | 'bulk';

/** Counts the people a bulk text names, as the server does: one per line that is not blank. */
function linesOf(text: string): number {
  return text.split(/\r?\n/).filter((line) => line.trim() !== '').length;
}

/** The add-users modal: one person by their fields, or many as 'name, email, password' lines. */
export function AddUsersDialog({ onAdded, onClose }: { onAdded(): void; onClose(): void }) {
  const t = useMessage();
  const [mode, setMode] = useState<Mode>('single');
  const added = (count: number) => {
    showToast('success', t('admin_users.done.added', { count }));
    onAdded();
  };
  const addOne = async (data: FormData) => {
    await api.addUser({ body: data as BodyOf<'addUser'> });
    added(1);
  };
  const addMany = async (data: FormData) => {
    const body = data as BodyOf<'addUsers'>;
    await api.addUsers({ body });
    added(linesOf(body.users));
  };
  return (
    <DialogPrimitive.Root open onOpenChange={(open) => open || onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="dialog-overlay" />
        <DialogPrimitive.Content className="dialog admin-user-dialog" aria-describedby={undefined}>
          <DialogPrimitive.Title className="dialog-title">{t('admin_users.add.title')}</DialogPrimitive.Title>
          <fieldset className="admin-add-mode">
            <legend className="visually-hidden">{t('admin_users.add.title')}</legend>
            {(['single', 'bulk'] as const).map((choice) => (
              <label key={choice}>
                <input
                  type="radio"
                  name="add-mode"
                  value={choice}
                  checked={mode === choice}
                  onChange={() => setMode(choice)}
                />
                {t(`admin_users.add.${choice}`)}
              </label>
            ))}
          </fieldset>
          {mode === 'single' ? (
            <LazySchemaForm key="single" form={forms.admin_user_add} onSubmit={addOne} />
          ) : (
            <LazySchemaForm key="bulk" form={forms.admin_users_bulk} onSubmit={addMany} />
          )}
          <DialogPrimitive.Close className="button admin-user-dialog-cancel">
            {t('admin_users.cancel')}
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
