import type { DataOf } from '../../../../generated/operations.ts';
import { api } from '../../app/api-client.ts';
import { LoadingStatus } from '../../components/LoadingStatus.tsx';
import { useApiData } from '../../hooks/useApiData.ts';
import { useMessage } from '../../hooks/useMessage.ts';
import { RevisionComparison, tagNames, type ComparedVersion } from '../../components/diff/RevisionComparison.tsx';

type Revision = DataOf<'getTimelineDetail'>['new_revision'];

const compared = (revision: Revision): ComparedVersion => ({
  title: revision.title,
  tags: tagNames(revision.tags),
  text: revision.original_text,
});

/** What one revision changed against the one before it (`GET activity/timeline/detail`). */
export function RevisionDiff({ newRevisionId, oldRevisionId }: { newRevisionId: string; oldRevisionId: string }) {
  const t = useMessage();
  const detail = useApiData((signal) =>
    api.getTimelineDetail({ query: { new_revision_id: newRevisionId, old_revision_id: oldRevisionId } }, { signal }),
  );
  return (
    <section className="revision-diff" aria-label={t('timeline.diff.heading')}>
      {detail.status === 'loading' && <LoadingStatus />}
      {detail.status === 'loaded' && (
        <RevisionComparison before={compared(detail.data.old_revision)} after={compared(detail.data.new_revision)} />
      )}
    </section>
  );
}
