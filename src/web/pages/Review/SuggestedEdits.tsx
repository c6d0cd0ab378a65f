import { useState } from 'react';
import type { DataOf } from '../../../../generated/operations.ts';
import { api } from '../../app/api-client.ts';
import { showToast } from '../../app/toasts.ts';
import { RevisionComparison, tagNames } from '../../components/diff/RevisionComparison.tsx';
import { PostBody } from '../../components/post/PostBody.tsx';
import { UserName } from '../../components/question/UserName.tsx';
import { useMessage } from '../../hooks/useMessage.ts';
import { QueueFrame } from './QueueFrame.tsx';
import { useQueueItem } from './useQueueItem.ts';

type SuggestedEdit = DataOf<'getUnreviewedRevisions'>['list'][number];

interface Version {
  title: string;
  tags: readonly { slug_name: string; display_name: string }[];
  html: string;
}

/** One side of the comparison: the title, the tags and the text (HTML the server sanitized). */
function VersionView({ heading, version, showTitle }: { heading: string; version: Version; showTitle: boolean }) {
  const t = useMessage();
  return (
    <section className="review-version" aria-label={heading}>
      <h3>{heading}</h3>
      {showTitle && <p className="review-version-title">{version.title}</p>}
      {version.tags.length > 0 && (
        <p className="review-meta">{t('review.edit.tags', { tags: tagNames(version.tags).join(', ') })}</p>
      )}
      <PostBody html={version.html} className="review-post" />
    </section>
  );
}

function SuggestedEditItem({ item, onReviewed }: { item: SuggestedEdit; onReviewed(): void }) {
  const t = useMessage();
  const [busy, setBusy] = useState(false);
  const proposed = item.unreviewed_info;
  const audit = async (operation: 'approve' | 'reject') => {
    setBusy(true);
    try {
      await api.auditRevision({ body: { id: proposed.id, operation } });
      showToast('success', t(operation === 'approve' ? 'review.edit.approved' : 'review.edit.rejected'));
      onReviewed();
    } catch {
      // the client's hooks showed the refusal; the edit stays in the queue
    } finally {
      setBusy(false);
    }
  };
  const showTitle = item.type !== 'answer';
  return (
    <article className="review-card" aria-labelledby={`edit-${proposed.id}`}>
      <h2 id={`edit-${proposed.id}`}>{t('review.edit.heading', { kind: t(`review.kinds.${item.type}`) })}</h2>
      <p className="review-meta">
        {proposed.user_info && (
          <span>
            {t('review.edit.suggested_by')} <UserName user={proposed.user_info} />
          </span>
        )}
      </p>
      {proposed.reason && <p className="review-meta">{t('review.edit.summary', { summary: proposed.reason })}</p>}
      <section className="review-changes" aria-label={t('review.edit.changes')}>
        <h3>{t('review.edit.changes')}</h3>
        <RevisionComparison
          before={{ title: showTitle ? item.info.title : '', tags: tagNames(item.info.tags), text: item.info.content }}
          after={{
            title: showTitle ? proposed.content.title : '',
            tags: tagNames(proposed.content.tags),
            text: proposed.content.original_text,
          }}
        />
      </section>
      <div className="review-compare">
        <VersionView heading={t('review.edit.current')} version={item.info} showTitle={showTitle} />
        <VersionView
          heading={t('review.edit.proposed')}
          version={{ title: proposed.content.title, tags: proposed.content.tags, html: proposed.content.html }}
          showTitle={showTitle}
        />
      </div>
      <div className="review-actions">
        <button type="button" className="button button-primary" disabled={busy} onClick={() => void audit('approve')}>
          {t('review.edit.approve')}
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => void audit('reject')}>
          {t('review.edit.reject')}
        </button>
      </div>
    </article>
  );
}

/**
 * The suggested-edits queue: one edit at a time, what it changes marked, then the post as it is beside the
 * post as proposed.
 */
export function SuggestedEdits() {
  const queue = useQueueItem((page, signal) => api.getUnreviewedRevisions({ query: { page } }, { signal }));
  return (
    <QueueFrame page={queue.page} state={queue.state} onSkip={queue.skip}>
      {(item: SuggestedEdit) => (
        <SuggestedEditItem key={item.unreviewed_info.id} item={item} onReviewed={queue.reviewed} />
      )}
    </QueueFrame>
  );
}
