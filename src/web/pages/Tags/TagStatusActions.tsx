import { useState, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DataOf } from '../../../../generated/operations.ts';
import { api } from '../../app/api-client.ts';
import { confirmDialog } from '../../app/dialogs.ts';
import { showToast } from '../../app/toasts.ts';
import { useMessage } from '../../hooks/useMessage.ts';
import { tagListPath } from './paths.ts';

type Tag = DataOf<'getTag'>;

/** The action as the server offers it to the viewer (its label in their language), or nothing. */
function offered(tag: Tag, action: 'delete' | 'undelete') {
  return tag.member_actions.find((item) => item.action === action);
}

interface ConfirmedButtonProps {
  label: string;
  question: string;
  call(): Promise<unknown>;
  onDone(): void;
}

/**
 * Asks in the app's confirm dialog, then calls. A refusal was already shown by the API client's hooks
 * (the server's message in a toast), so the page just stays as it is. While the call runs the button
 * is aria-disabled, not disabled, so it keeps the focus the dialog gave back.
 */
function ConfirmedButton({ label, question, call, onDone }: ConfirmedButtonProps) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (busy || !(await confirmDialog(question))) return;
    setBusy(true);
    const written = await call().then(
      () => true,
      () => false,
    );
    setBusy(false);
    if (written) onDone();
  };
  return (
    <button type="button" className="button" aria-disabled={busy} onClick={() => void run()}>
      {label}
    </button>
  );
}

/** Deletes the tag (with its synonyms) after confirmation and goes to the tag list; nothing unless the viewer may. */
export function DeleteTagButton({ tag }: { tag: Tag }) {
  const t = useMessage();
  const navigate = useNavigate();
  const action = offered(tag, 'delete');
  if (!action) return null;
  const done = () => {
    showToast('success', t('post_status.done.delete'));
    navigate(tagListPath);
  };
  return (
    <ConfirmedButton
      label={action.name}
      question={t('tags_ui.status.confirm_delete', { name: tag.display_name })}
      call={() => api.deleteTag({ body: { tag_id: tag.tag_id } })}
      onDone={done}
    />
  );
}

interface DeletedTagNoticeProps {
  tag: Tag;
  /** the tag was restored: the page loads it again */
  onRestored(): void;
  /** where the keyboard goes once the notice, with its button, leaves the page */
  focusAfter: RefObject<HTMLElement | null>;
}

/** On a deleted tag's page (only staff get one): says so, and restores the tag for those who may. */
export function DeletedTagNotice({ tag, onRestored, focusAfter }: DeletedTagNoticeProps) {
  const t = useMessage();
  if (tag.status !== 'deleted') return null;
  const action = offered(tag, 'undelete');
  const done = () => {
    showToast('success', t('post_status.done.undelete'));
    onRestored();
    focusAfter.current?.focus();
  };
  return (
    <div className="tag-deleted-notice">
      <p role="status">{t('tags_ui.status.deleted')}</p>
      {action && (
        <ConfirmedButton
          label={action.name}
          question={t('tags_ui.status.confirm_undelete', { name: tag.display_name })}
          call={() => api.recoverTag({ body: { tag_id: tag.tag_id } })}
          onDone={done}
        />
      )}
    </div>
  );
}
