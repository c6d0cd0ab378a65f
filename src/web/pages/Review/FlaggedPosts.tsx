import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { constants } from '../../../../generated/constants.ts';
import type { BodyOf, DataOf } from '../../../../generated/operations.ts';
import { questionPath } from '../../../shared/permalink/index.ts';
import { api } from '../../app/api-client.ts';
import { confirmDialog } from '../../app/dialogs.ts';
import { useSiteInfo } from '../../app/site-context.ts';
import { showToast } from '../../app/toasts.ts';
import { useSiteOrigin } from '../../components/post-actions/useSiteOrigin.ts';
import { UserName } from '../../components/question/UserName.tsx';
import { PostBody } from '../../components/post/PostBody.tsx';
import { useMessage } from '../../hooks/useMessage.ts';
import { FlagEditForm, type FlagEdit } from './FlagEditForm.tsx';
import { QueueFrame } from './QueueFrame.tsx';
import { useQueueItem } from './useQueueItem.ts';

const ReasonModal = lazy(() => import('../../components/post-actions/ReasonModal.tsx'));

type FlaggedPost = DataOf<'getUnreviewedReports'>['list'][number];
type Operation = BodyOf<'reviewReport'>['operation_type'];

/** What staff may do with a flagged post of each kind (close and unlist are for questions). */
function operationsFor(item: FlaggedPost): Operation[] {
  if (item.object_type !== 'question') return ['edit_post', 'delete_post', 'ignore_report'];
  const unlisted = item.object_show_status === constants.post_show.unlisted;
  return ['edit_post', 'close_post', ...(unlisted ? [] : (['unlist_post'] as const)), 'delete_post', 'ignore_report'];
}

function FlaggedPostItem({ item, onReviewed }: { item: FlaggedPost; onReviewed(): void }) {
  const t = useMessage();
  const { permalink } = useSiteInfo().site_seo;
  const siteOrigin = useSiteOrigin();
  const [mode, setMode] = useState<'view' | 'edit' | 'close'>('view');
  const [busy, setBusy] = useState(false);
  const kind = t(`review.kinds.${item.object_type}`);

  const send = async (body: Omit<BodyOf<'reviewReport'>, 'flag_id'>) => {
    await api.reviewReport({ body: { flag_id: item.flag_id, ...body } });
    showToast('success', t('review.flag.done'));
    onReviewed();
  };
  const run = async (operation: Operation) => {
    if (operation === 'edit_post') return setMode('edit');
    if (operation === 'close_post') return setMode('close');
    const confirmKey =
      operation === 'delete_post'
        ? 'review.flag.confirm_delete'
        : operation === 'unlist_post'
          ? 'review.flag.confirm_unlist'
          : null;
    if (confirmKey && !(await confirmDialog(t(confirmKey)))) return;
    setBusy(true);
    try {
      await send({ operation_type: operation });
    } catch {
      // the client's hooks showed the refusal; the flag stays in the queue
    } finally {
      setBusy(false);
    }
  };

  const link = questionPath(permalink, { id: item.question_id, title: item.title }, item.answer_id || undefined);
  return (
    <article className="review-card" aria-labelledby={`flag-${item.flag_id}`}>
      <h2 id={`flag-${item.flag_id}`}>{t('review.flag.heading', { kind })}</h2>
      <p className="review-meta">
        <Link to={link}>{t('review.flag.on_question', { title: item.title })}</Link>
      </p>
      <p className="review-reason">
        <strong>{t('review.flag.reason', { reason: item.reason.name })}</strong>
        {item.reason_content && <span className="review-reason-content"> {item.reason_content}</span>}
      </p>
      <p className="review-meta">
        {item.submitter_user && (
          <span>
            {t('review.flag.flagged_by')} <UserName user={item.submitter_user} />
          </span>
        )}{' '}
        {item.author_user_info && (
          <span>
            {t('review.flag.author')} <UserName user={item.author_user_info} />
          </span>
        )}
      </p>
      {mode === 'edit' ? (
        <FlagEditForm
          title={item.object_type === 'question' ? item.title : undefined}
          content={item.original_text}
          onSave={(edit: FlagEdit) => send({ operation_type: 'edit_post', ...edit })}
          onCancel={() => setMode('view')}
        />
      ) : (
        // rendered and sanitized by the server when the post was written
        <PostBody html={item.parsed_text} className="review-post" />
      )}
      {mode !== 'edit' && (
        <div className="review-actions">
          {operationsFor(item).map((operation) => (
            <button
              key={operation}
              type="button"
              className={operation === 'ignore_report' ? 'button button-primary' : 'button'}
              disabled={busy}
              onClick={() => void run(operation)}
            >
              {t(`review.flag.operation.${operation}`)}
            </button>
          ))}
        </div>
      )}
      {mode === 'close' && (
        <Suspense fallback={null}>
          <ReasonModal
            objectType="question"
            action="close"
            siteOrigin={siteOrigin}
            onSubmit={(closeType, closeMsg) =>
              send({ operation_type: 'close_post', close_type: closeType, close_msg: closeMsg })
            }
            onClose={() => setMode('view')}
          />
        </Suspense>
      )}
    </article>
  );
}

/** The flagged-posts queue: one flagged post at a time, oldest flag first. */
export function FlaggedPosts() {
  const queue = useQueueItem((page, signal) => api.getUnreviewedReports({ query: { page } }, { signal }));
  return (
    <QueueFrame page={queue.page} state={queue.state} onSkip={queue.skip}>
      {(item: FlaggedPost) => <FlaggedPostItem key={item.flag_id} item={item} onReviewed={queue.reviewed} />}
    </QueueFrame>
  );
}
