import { useRef } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { usePageTitle } from '../../app/page-title.ts';
import { FollowButton } from '../../components/question/FollowButton.tsx';
import { useMessage } from '../../hooks/useMessage.ts';
import { QuestionListPage } from '../../components/question-list/QuestionListPage.tsx';
import { tagInfoPath, tagPath } from './paths.ts';
import { DeletedTagNotice } from './TagStatusActions.tsx';
import { useTag } from './useTag.ts';
import './tags.css';

/** /tags/:tagName: the tag's questions (its synonyms' too) under its excerpt, follow button and info link; a synonym leads to its main tag; staff are told when the tag is deleted. */
export default function TagDetail() {
  const t = useMessage();
  const { tagName = '' } = useParams();
  const tag = useTag({ name: tagName });
  usePageTitle(tag.status === 'loaded' ? tag.data.display_name : undefined);
  const about = useRef<HTMLElement>(null);
  if (tag.status === 'loaded' && tag.data.main_tag_slug_name)
    return <Navigate to={tagPath(tag.data.main_tag_slug_name)} replace />;
  // The page's heading already names the tag: under it come what the tag is about and what one can do with it.
  const intro =
    tag.status === 'loaded' ? (
      <section className="tag-detail" aria-label={t('tags_ui.detail.about')} ref={about} tabIndex={-1}>
        <DeletedTagNotice tag={tag.data} onRestored={tag.reload} focusAfter={about} />
        {tag.data.excerpt && <p className="tag-detail-excerpt">{tag.data.excerpt}</p>}
        <div className="tag-detail-actions">
          <FollowButton objectId={tag.data.tag_id} followed={tag.data.is_follower} count={tag.data.follow_count} />
          <Link to={tagInfoPath(tag.data.slug_name)} className="button">
            {t('tags_ui.detail.info_link')}
          </Link>
        </div>
      </section>
    ) : null;
  const tagLabel = tag.status === 'loaded' ? tag.data.display_name : tagName;
  return <QuestionListPage title="tags_ui.detail.title" titleValues={{ tag: tagLabel }} tag={tagName} intro={intro} />;
}
