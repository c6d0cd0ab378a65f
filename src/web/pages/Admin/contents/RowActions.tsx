import { useState } from 'react';
import { confirmDialog } from '../../../app/dialogs.ts';
import { showToast } from '../../../app/toasts.ts';
import { useMessage } from '../../../hooks/useMessage.ts';
import type { RowAction } from './row-actions.ts';

interface RowActionsProps {
  actions: RowAction[];
  /** the post's title, so each button says which row it acts on */
  title: string;
  onChanged(): void;
}

/**
 * A row's actions as buttons: each asks for confirmation, then calls, then says it is done and has the
 * list loaded again. A refusal was shown by the API client's hooks (a toast).
 */
export function RowActions({ actions, title, onChanged }: RowActionsProps) {
  const t = useMessage();
  const [busy, setBusy] = useState(false);
  if (actions.length === 0) return null;
  const run = async (action: RowAction) => {
    if (!(await confirmDialog(t(action.confirm)))) return;
    setBusy(true);
    try {
      await action.run();
      showToast('success', t(action.done));
      onChanged();
    } catch {
      // shown already by the client's hooks
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="admin-row-actions" role="group" aria-label={t('admin_contents.actions_for', { title })}>
      {actions.map((action) => (
        <button
          key={action.name}
          type="button"
          className={`button admin-action admin-action-${action.name}`}
          disabled={busy}
          onClick={() => void run(action)}
        >
          {t(action.label)}
        </button>
      ))}
    </div>
  );
}
