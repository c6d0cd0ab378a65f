import { useMessage } from '../../hooks/useMessage.ts';
import { diffTags, diffText } from './diff.ts';
import { DiffText } from './DiffText.tsx';
import './diff.css';

/** One version of a post or tag as a comparison reads it: its title, tag names and markdown. */
export interface ComparedVersion {
  title: string;
  tags: readonly string[];
  text: string;
}

/**
 * What changed from `before` to `after`: the title, the tags and the text, insertions and deletions
 * marked (the timeline's revisions, a suggested edit under review).
 */
export function RevisionComparison({ before, after }: { before: ComparedVersion; after: ComparedVersion }) {
  const t = useMessage();
  const hasTitle = before.title !== '' || after.title !== '';
  const hasTags = before.tags.length > 0 || after.tags.length > 0;
  const unchanged =
    before.title === after.title && before.text === after.text && before.tags.join() === after.tags.join();
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
              <DiffText parts={diffTags(before.tags, after.tags)} separator=", " />
            </dd>
          </>
        )}
        <dt>{t('timeline.diff.body')}</dt>
        <dd className="revision-diff-body">
          <DiffText parts={diffText(before.text, after.text)} />
        </dd>
      </dl>
    </>
  );
}

/** Tag names as a comparison shows them: the display name, else the slug. */
export function tagNames(tags: readonly { slug_name: string; display_name: string }[]): string[] {
  return tags.map((tag) => tag.display_name || tag.slug_name);
}
