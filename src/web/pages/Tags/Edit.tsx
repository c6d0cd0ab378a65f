import { useNavigate, useParams } from 'react-router-dom';
import { forms } from '../../../../generated/forms.ts';
import type { BodyOf } from '../../../../generated/operations.ts';
import { api } from '../../app/api-client.ts';
import { showToast } from '../../app/toasts.ts';
import { LoadingStatus } from '../../components/LoadingStatus.tsx';
import { useMessage } from '../../hooks/useMessage.ts';
import { LazySchemaForm } from '../../forms/LazySchemaForm.tsx';
import { tagInfoPath } from './paths.ts';
import { useTag } from './useTag.ts';

/**
 * /tags/:tagId/edit: the tag's names and description with an edit summary. An edit that waits for
 * review says so ('Your revision will show after review.') and the tag stays as it was.
 */
export default function TagEdit() {
  const t = useMessage();
  const navigate = useNavigate();
  const { tagId = '' } = useParams();
  const tag = useTag({ id: tagId });
  if (tag.status === 'loading') return <LoadingStatus />;
  if (tag.status !== 'loaded') return null;
  const save = async (data: Record<string, unknown>) => {
    const body = data as BodyOf<'updateTag'>;
    const result = await api.updateTag({ body });
    if (result.wait_for_review) showToast('success', t('toast.revision_after_review'));
    navigate(tagInfoPath(result.wait_for_review ? tag.data.slug_name : body.slug_name));
  };
  const initial = {
    tag_id: tag.data.tag_id,
    display_name: tag.data.display_name,
    slug_name: tag.data.slug_name,
    original_text: tag.data.original_text,
  };
  return (
    <section className="tag-form-page" aria-labelledby="tag-edit-heading">
      <h1 id="tag-edit-heading">{t('tag.edit.title')}</h1>
      <LazySchemaForm form={forms.tag_edit} onSubmit={save} submitLabel="tag.edit.submit" initialData={initial} />
    </section>
  );
}
