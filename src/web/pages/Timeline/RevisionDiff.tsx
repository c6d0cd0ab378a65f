import type { DataOf } from '../../../../generated/operations.ts';
import { api } from '../../app/api-client.ts';
import { LoadingStatus } from '../../components/LoadingStatus.tsx';
import { useApiData } from '../../hooks/useApiData.ts';
import { useMessage } from '../../hooks/useMessage.ts';
import { diffTags, diffText } from './diff.ts';
import { DiffText } from './DiffText.tsx';

type Revision = DataOf<'getTimelineDetail'>['new_revision'];

function Comparison({ before, after }: { before: Revision; after: Revision }) {
  const t = useMessage();
  const tagNames = (revision: Revision) => revision.tags.map((tag) => tag.display_name || tag.slug_name);
  const hasTitle = before.title !== '' || after.title !== '';
  const hasTags = before.tags.length > 0 || after.tags.length > 0;
  const unchanged =
    before.title === after.title &&
    before.original_text === after.original_text &&
    tagNames(before).join() === tagNames(after).join();
  return (
    <>
      <p className="form-help">{t(unchanged ? 'timeline.diff.unchanged' : 'timeline.diff.legend')}</p>
      <dl className="revision-diff-fields">
        {hasTitle && (
          <>
            <dt>{t('timeline.diff.title')}</dt>
            <dd className="revision-diff-title">
              <DiffText parts={diffText(before.title, after.title)} />
            </dd>
          </>
        )}
        {hasTags && (
          <>
            <dt>{t('timeline.diff.tags')}</dt>
            <dd>
              <DiffText parts={diffTags(tagNames(before), tagNames(after))} separator=", " />
            </dd>
          </>
        )}
        <dt>{t('timeline.diff.body')}</dt>
        <dd className="revision-diff-body">
          <DiffText parts={diffText(before.original_text, after.original_text)} />
        </dd>
      </dl>
    </>
  );
}

/** What one revision changed against the one before it (`GET activity/timeline/detail`). */
export function RevisionDiff({ newRevisionId, oldRevisionId }: { newRevisionId: string; oldRevisionId: string }) {
  const t = useMessage();
  const detail = useApiData((signal) =>
    api.getTimelineDetail({ query: { new_revision_id: newRevisionId, old_revision_id: oldRevisionId } }, { signal }),
  );
  return (
    <section className="revision-diff" aria-label={t('timeline.diff.heading')}>
      {detail.status === 'loading' && <LoadingStatus />}
      {detail.status === 'loaded' && <Comparison before={detail.data.old_revision} after={detail.data.new_revision} />}
    </section>
  );
}
