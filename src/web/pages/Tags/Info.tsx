import { useRef, useState } from 'react';
import type { ApiClient } from '../../../../generated/client.ts';
import { Link, useRevalidator } from 'react-router-dom';
import { api } from '../../app/api-client.ts';
import { usePageData, type PageLoader, type WidgetCalls } from '../../app/page-data.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { PostBody } from '../../components/post/PostBody.tsx';
import { useQueryData } from '../../components/question/useQueryData.ts';
import { useMessage } from '../../hooks/useMessage.ts';
import { tagEditPath, tagPath, tagTimelinePath } from './paths.ts';
import { SynonymEditor } from './SynonymEditor.tsx';
import { DeletedTagNotice, DeleteTagButton } from './TagStatusActions.tsx';
import './tags.css';

const loadSynonyms = (client: ApiClient, tagId: string, signal?: AbortSignal) =>
  client.getTagSynonyms({ query: { tag_id: tagId } }, { signal });

function Synonyms({ tagId }: { tagId: string }) {
  const t = useMessage();
  const [editing, setEditing] = useState(false);
  const synonyms = useQueryData(tagId, (signal) => loadSynonyms(api, tagId, signal));
  if (synonyms.status !== 'loaded') return null;
  const { synonyms: list, member_actions: actions } = synonyms.data;
  const finish = () => {
    setEditing(false);
    synonyms.reload();
  };
  return (
    <section aria-labelledby="tag-synonyms-heading">
      <h2 id="tag-synonyms-heading">{t('tags_ui.info.synonyms')}</h2>
      {list.length === 0 ? (
        <p>{t('tags_ui.info.no_synonyms')}</p>
      ) : (
        <ul className="tag-synonyms">
          {list.map((synonym) => (
            <li key={synonym.tag_id} className="tag">
              {synonym.slug_name}
            </li>
          ))}
        </ul>
      )}
      {actions.length > 0 &&
        (editing ? (
          <SynonymEditor tagId={tagId} current={list.map((synonym) => synonym.slug_name)} onSaved={finish} />
        ) : (
          <button type="button" className="button" onClick={() => setEditing(true)}>
            {t('tags_ui.info.edit_synonyms')}
          </button>
        ))}
    </section>
  );
}

export const loader = (({ params, api, signal }) =>
  api.getTag({ query: { name: params.tagName ?? '' } }, { signal })) satisfies PageLoader<unknown>;

export const widgetCalls: WidgetCalls<Awaited<ReturnType<typeof loader>>> = ({ data, api }) => [
  loadSynonyms(api, data.tag_id),
];

/**
 * /tags/:tagName/info: the tag's description and synonyms, with an editor for holders of tag.synonym,
 * and deleting or restoring it for those whose member_actions allow it.
 */
export default function TagInfo() {
  const t = useMessage();
  const tag = usePageData<typeof loader>();
  const { revalidate } = useRevalidator();
  usePageTitle(tag.display_name);
  const heading = useRef<HTMLHeadingElement>(null);
  const canEdit = tag.member_actions.some((action) => action.action === 'edit');
  return (
    <article className="tag-info-page" aria-labelledby="tag-info-heading">
      <h1 id="tag-info-heading" ref={heading} tabIndex={-1}>
        <Link to={tagPath(tag.slug_name)} className="tag">
          {tag.display_name}
        </Link>
      </h1>
      <DeletedTagNotice tag={tag} onRestored={() => void revalidate()} focusAfter={heading} />
      {tag.parsed_text ? <PostBody html={tag.parsed_text} /> : <p>{t('tags_ui.info.no_description')}</p>}
      <div className="tag-info-links">
        {canEdit && <Link to={tagEditPath(tag.tag_id)}>{t('tags_ui.info.edit')}</Link>}
        <Link to={tagTimelinePath(tag.tag_id)}>{t('tags_ui.info.history')}</Link>
        <DeleteTagButton tag={tag} />
      </div>
      {!tag.main_tag_slug_name && tag.status !== 'deleted' && <Synonyms tagId={tag.tag_id} />}
    </article>
  );
}
