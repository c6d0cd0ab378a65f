import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { DataOf } from '../../../../generated/operations.ts';
import { questionPath } from '../../../shared/permalink/index.ts';
import { api } from '../../app/api-client.ts';
import { confirmDialog } from '../../app/dialogs.ts';
import { useSiteInfo } from '../../app/site-context.ts';
import { showToast } from '../../app/toasts.ts';
import { TagList } from '../../components/question/TagList.tsx';
import { UserName } from '../../components/question/UserName.tsx';
import { PostBody } from '../../components/post/PostBody.tsx';
import { useMessage } from '../../hooks/useMessage.ts';
import { QueueFrame } from './QueueFrame.tsx';
import { useQueueItem } from './useQueueItem.ts';

type PendingPost = DataOf<'getPendingPosts'>['list'][number];
type Decision = 'approve' | 'reject';

function PendingPostItem({ item, onReviewed }: { item: PendingPost; onReviewed(): void }) {
  const t = useMessage();
  const { permalink } = useSiteInfo().site_seo;
  const [busy, setBusy] = useState(false);
  const decide = async (status: Decision) => {
    if (status === 'reject' && !(await confirmDialog(t('review.pending.confirm_reject')))) return;
    setBusy(true);
    try {
      await api.reviewPendingPost({ body: { review_id: item.review_id, status } });
      showToast('success', t(status === 'approve' ? 'review.pending.approved' : 'review.pending.rejected'));
      onReviewed();
    } catch {
      // the client's hooks showed the refusal; the post stays in the queue
    } finally {
      setBusy(false);
    }
  };
  const link = questionPath(permalink, { id: item.question_id, title: item.title }, item.answer_id || undefined);
  return (
    <article className="review-card" aria-labelledby={`pending-${item.review_id}`}>
      <h2 id={`pending-${item.review_id}`}>
        {t('review.pending.heading', { kind: t(`review.kinds.${item.object_type}`) })}
      </h2>
      <p className="review-meta">
        <Link to={link}>{t('review.pending.on_question', { title: item.title })}</Link>
      </p>
      <p className="review-reason">{item.reason}</p>
      {item.author_user_info && (
        <p className="review-meta">
          {t('review.pending.posted_by')} <UserName user={item.author_user_info} />
        </p>
      )}
      {item.object_type === 'question' && <TagList tags={item.tags} />}
      {/* rendered and sanitized by the server when the post was written */}
      <PostBody html={item.parsed_text} className="review-post" />
      <div className="review-actions">
        <button type="button" className="button button-primary" disabled={busy} onClick={() => void decide('approve')}>
          {t('review.pending.approve')}
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => void decide('reject')}>
          {t('review.pending.reject')}
        </button>
      </div>
    </article>
  );
}

/** The queued-posts queue: one new post held for review at a time, oldest first. */
export function PendingPosts() {
  const queue = useQueueItem((page, signal) => api.getPendingPosts({ query: { page } }, { signal }));
  return (
    <QueueFrame page={queue.page} state={queue.state} onSkip={queue.skip}>
      {(item: PendingPost) => <PendingPostItem key={item.review_id} item={item} onReviewed={queue.reviewed} />}
    </QueueFrame>
  );
}
