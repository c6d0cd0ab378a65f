import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { api } from '../../app/api-client.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { LoadingStatus } from '../../components/LoadingStatus.tsx';
import { PostBody } from '../../components/post/PostBody.tsx';
import { useQueryData } from '../../components/question/useQueryData.ts';
import { useMessage } from '../../hooks/useMessage.ts';
import { tagEditPath, tagPath, tagTimelinePath } from './paths.ts';
import { SynonymEditor } from './SynonymEditor.tsx';
import { DeletedTagNotice, DeleteTagButton } from './TagStatusActions.tsx';
import { useTag } from './useTag.ts';
import './tags.css';

function Synonyms({ tagId }: { tagId: string }) {
  const t = useMessage();
  const [editing, setEditing] = useState(false);
  const synonyms = useQueryData(tagId, (signal) => api.getTagSynonyms({ query: { tag_id: tagId } }, { signal }));
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

/**
 * /tags/:tagName/info: the tag's description and synonyms, with an editor for holders of tag.synonym,
 * and deleting or restoring it for those whose member_actions allow it.
 */
export default function TagInfo() {
  const t = useMessage();
  const { tagName = '' } = useParams();
  const tag = useTag({ name: tagName });
  usePageTitle(tag.status === 'loaded' ? tag.data.display_name : undefined);
  const heading = useRef<HTMLHeadingElement>(null);
  if (tag.status === 'loading') return <LoadingStatus />;
  if (tag.status !== 'loaded') return null;
  const canEdit = tag.data.member_actions.some((action) => action.action === 'edit');
  return (
    <article className="tag-info-page" aria-labelledby="tag-info-heading">
      <h1 id="tag-info-heading" ref={heading} tabIndex={-1}>
        <Link to={tagPath(tag.data.slug_name)} className="tag">
          {tag.data.display_name}
        </Link>
      </h1>
      <DeletedTagNotice tag={tag.data} onRestored={tag.reload} focusAfter={heading} />
      {tag.data.parsed_text ? <PostBody html={tag.data.parsed_text} /> : <p>{t('tags_ui.info.no_description')}</p>}
      <div className="tag-info-links">
        {canEdit && <Link to={tagEditPath(tag.data.tag_id)}>{t('tags_ui.info.edit')}</Link>}
        <Link to={tagTimelinePath(tag.data.tag_id)}>{t('tags_ui.info.history')}</Link>
        <DeleteTagButton tag={tag.data} />
      </div>
      {!tag.data.main_tag_slug_name && tag.data.status !== 'deleted' && <Synonyms tagId={tag.data.tag_id} />}
    </article>
  );
}
