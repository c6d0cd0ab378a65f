import { useRef } from 'react';
import { Link, Navigate, useParams, useRevalidator } from 'react-router-dom';
import { usePageData, type PageLoader, type WidgetCalls } from '../../app/page-data.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { FollowButton } from '../../components/question/FollowButton.tsx';
import { useMessage } from '../../hooks/useMessage.ts';
import {
  listWidgetCalls,
  loadQuestionList,
  QuestionListPage,
} from '../../components/question-list/QuestionListPage.tsx';
import { tagInfoPath, tagPath } from './paths.ts';
import { DeletedTagNotice } from './TagStatusActions.tsx';
import './tags.css';

export const loader = (async ({ params, url, api, signal }) => {
  const name = params.tagName ?? '';
  const [tag, questions] = await Promise.all([
    api.getTag({ query: { name } }, { signal }),
    loadQuestionList(api, url, { tag: name }, signal),
  ]);
  return { tag, questions };
}) satisfies PageLoader<unknown>;

export const widgetCalls: WidgetCalls<unknown> = listWidgetCalls;

/** /tags/:tagName: the tag's questions (its synonyms' too) under its excerpt, follow button and info link; a synonym leads to its main tag; staff are told when the tag is deleted. */
export default function TagDetail() {
  const t = useMessage();
  const { tagName = '' } = useParams();
  const { tag, questions } = usePageData<typeof loader>();
  const { revalidate } = useRevalidator();
  usePageTitle(tag.display_name);
  const about = useRef<HTMLElement>(null);
  if (tag.main_tag_slug_name) return <Navigate to={tagPath(tag.main_tag_slug_name)} replace />;
  // The page's heading already names the tag: under it come what the tag is about and what one can do with it.
  const intro = (
    <section className="tag-detail" aria-label={t('tags_ui.detail.about')} ref={about} tabIndex={-1}>
      <DeletedTagNotice tag={tag} onRestored={() => void revalidate()} focusAfter={about} />
      {tag.excerpt && <p className="tag-detail-excerpt">{tag.excerpt}</p>}
      <div className="tag-detail-actions">
        <FollowButton objectId={tag.tag_id} followed={tag.is_follower} count={tag.follow_count} />
        <Link to={tagInfoPath(tag.slug_name)} className="button">
          {t('tags_ui.detail.info_link')}
        </Link>
      </div>
    </section>
  );
  return (
    <QuestionListPage
      title="tags_ui.detail.title"
      titleValues={{ tag: tag.display_name }}
      tag={tagName}
      intro={intro}
      questions={questions}
    />
  );
}
