import { useNavigate } from 'react-router-dom';
import { forms } from '../../../../generated/forms.ts';
import type { BodyOf } from '../../../../generated/operations.ts';
import { api } from '../../app/api-client.ts';
import { useMessage } from '../../hooks/useMessage.ts';
import { LazySchemaForm } from '../../forms/LazySchemaForm.tsx';
import { tagPath } from './paths.ts';

/** /tags/create (staff): the Create-tag form of spec/forms/tag_create.yaml; then the new tag's page. */
export default function TagCreate() {
  const t = useMessage();
  const navigate = useNavigate();
  const create = async (data: Record<string, unknown>) => {
    const created = await api.addTag({ body: data as BodyOf<'addTag'> });
    navigate(tagPath(created.slug_name));
  };
  return (
    <section className="tag-form-page" aria-labelledby="tag-create-heading">
      <h1 id="tag-create-heading">{t('tag.create.title')}</h1>
      <LazySchemaForm form={forms.tag_create} onSubmit={create} submitLabel="tag.create.submit" />
    </section>
  );
}
