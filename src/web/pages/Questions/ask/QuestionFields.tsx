import type { FormDefinition } from '../../../../../generated/forms.ts';
import { BodyEditor } from './BodyEditor.tsx';
import { FormField } from './FormField.tsx';
import type { QuestionData } from './question-data.ts';
import { SimilarQuestions } from './SimilarQuestions.tsx';
import { TagField } from './TagField.tsx';
import type { PostForm } from './usePostForm.ts';

interface QuestionFieldsProps {
  form: FormDefinition;
  post: Pick<PostForm<QuestionData>, 'data' | 'errors' | 'set'>;
  /** the ask page looks for similar questions while the title is typed */
  showSimilar?: boolean;
}

/** Title, body and tags of a question, as the ask and edit-question pages share them. */
export function QuestionFields({ form, post, showSimilar = false }: QuestionFieldsProps) {
  const { data, errors, set } = post;
  const titleRule = (form.schema.properties as Record<string, { maxLength?: number }>).title;
  return (
    <>
      <FormField form={form} name="title" error={errors.title}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            type="text"
            value={data.title}
            maxLength={titleRule?.maxLength}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onChange={(event) => set('title', event.target.value)}
          />
        )}
      </FormField>
      {showSimilar && <SimilarQuestions title={data.title} />}
      <BodyEditor
        form={form}
        name="content"
        value={data.content}
        onChange={(value) => set('content', value)}
        error={errors.content}
      />
      <TagField form={form} value={data.tags} onChange={(tags) => set('tags', tags)} error={errors.tags} />
    </>
  );
}
