import { lazy, Suspense, useState } from 'react';
import type { MessageKey } from '../../../../generated/messages/index.ts';
import { confirmDialog } from '../../app/dialogs.ts';
import { showToast } from '../../app/toasts.ts';
import { useMessage } from '../../hooks/useMessage.ts';
import { ActionMenu } from '../ActionMenu.tsx';
import { useCaptcha } from '../captcha/useCaptcha.tsx';
import { closeQuestion, type CloseType, type ConfirmAction, type PostKind, runConfirmedAction } from './post-calls.ts';
import './post-actions.css';

// The picker's code loads with the first close or flag: most visitors never open it.
const ReasonModal = lazy(() => import('./ReasonModal.tsx'));

/** One of a post's member_actions as the server sends it. */
export interface MemberAction {
  action: string;
  name: string;
  type: 'edit' | 'reason' | 'confirm';
}

export interface PostActionsProps {
  kind: PostKind;
  postId: string;
  memberActions: readonly MemberAction[];
  /** the site's address (siteinfo general.site_url, else the page's origin), for the duplicate link rule */
  siteOrigin: string;
  /** the post changed: the page loads it again */
  onChanged(): void;
  /** opens the editor; without it no edit item is shown */
  onEdit?(): void;
  /** sends a flag (POST report), true once written; without it no flag item is shown */
  onFlag?(reasonType: number, content: string): Promise<boolean>;
}

/** The actions offered in the menu: the ones the page can carry out. */
function offered(actions: readonly MemberAction[], props: Pick<PostActionsProps, 'onEdit' | 'onFlag'>): MemberAction[] {
  return actions.filter((item) =>
    item.action === 'edit' ? Boolean(props.onEdit) : item.action === 'report' ? Boolean(props.onFlag) : true,
  );
}

function confirmKey(kind: PostKind, action: ConfirmAction): MessageKey {
  if (action === 'delete')
    return kind === 'question' ? 'post_status.confirm.delete_question' : 'post_status.confirm.delete_answer';
  return `post_status.confirm.${action}`;
}

/**
 * A post's actions menu, built from its member_actions (which the lifecycle machine decided): edit, the
 * reason picker for close and flag, a confirmation before every status change.
 */
export function PostActions({ kind, postId, memberActions, siteOrigin, onChanged, onEdit, onFlag }: PostActionsProps) {
  const t = useMessage();
  const [picker, setPicker] = useState<'close' | 'flag' | null>(null);
  const deleteCaptcha = useCaptcha('delete');
  const items = offered(memberActions, { onEdit, onFlag });
  if (items.length === 0) return null;

  const done = (action: string) => {
    showToast('success', t(`post_status.done.${action}` as MessageKey));
    onChanged();
  };

  const confirmAndRun = async (action: ConfirmAction) => {
    if (!(await confirmDialog(t(confirmKey(kind, action))))) return;
    try {
      const written =
        action === 'delete'
          ? await deleteCaptcha.submit((answer) => runConfirmedAction(kind, postId, action, answer))
          : (await runConfirmedAction(kind, postId, action, null), true);
      if (written) done(action);
    } catch {
      // The client's hooks showed the refusal; the post is unchanged.
    }
  };

  const choose = (item: MemberAction) => {
    if (item.action === 'edit') onEdit?.();
    else if (item.action === 'close') setPicker('close');
    else if (item.action === 'report') setPicker('flag');
    else void confirmAndRun(item.action as ConfirmAction);
  };

  const submitReason = async (reasonType: number, content: string) => {
    if (picker === 'close') {
      await closeQuestion(postId, reasonType as CloseType, content);
      setPicker(null);
      done('close');
      return;
    }
    const flagged = await onFlag?.(reasonType, content);
    setPicker(null);
    if (flagged) showToast('success', t('post_status.done.report'));
  };

  return (
    <>
      <ActionMenu
        trigger={t('post_status.menu.label')}
        triggerClassName="post-tool"
        items={items.map((item) => ({ key: item.action, label: item.name, onSelect: () => choose(item) }))}
      />
      {picker && (
        <Suspense fallback={null}>
          <ReasonModal
            objectType={kind}
            action={picker}
            siteOrigin={siteOrigin}
            onSubmit={submitReason}
            onClose={() => setPicker(null)}
          />
        </Suspense>
      )}
      {deleteCaptcha.dialog}
    </>
  );
}
