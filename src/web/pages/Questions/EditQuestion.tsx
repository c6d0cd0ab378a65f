import { useParams } from 'react-router-dom';
import { forms } from '../../../../generated/forms.ts';
import type { DataOf } from '../../../../generated/operations.ts';
import { questionPath } from '../../../shared/permalink/index.ts';
import { api } from '../../app/api-client.ts';
import { useSiteInfo } from '../../app/site-context.ts';
import { useMessage } from '../../hooks/useMessage.ts';
import { EditPageFrame } from './ask/EditPageFrame.tsx';
import { EditSummaryField } from './ask/EditSummaryField.tsx';
import { questionBody, type QuestionData } from './ask/question-data.ts';
import { QuestionFields } from './ask/QuestionFields.tsx';
import { useEditablePost } from './ask/useEditablePost.ts';
import { PostFormShell } from './ask/PostFormShell.tsx';
import { usePostForm } from './ask/usePostForm.ts';
import { useSaveEdit } from './ask/useSaveEdit.ts';

type Question = DataOf<'getQuestionInfo'>;

interface EditQuestionData extends QuestionData {
  edit_summary: string;
}

const form = forms.question_edit;

function QuestionEditor({ question }: { question: Question }) {
  const t = useMessage();
  const permalink = useSiteInfo().site_seo.permalink;
  const initial: EditQuestionData = {
    title: question.title,
    content: question.content,
    tags: question.tags,
    edit_summary: '',
  };
  const post = usePostForm(form, initial, (data) => ({
    id: question.id,
    ...questionBody(data),
    edit_summary: data.edit_summary,
  }));
  const { save, captchaDialog } = useSaveEdit(post.changed);

  const submit = () =>
    post.submit((body) =>
      save(
        (answer) => api.updateQuestion({ body: { ...body, ...answer } }),
        questionPath(permalink, { id: question.id, title: post.data.title }),
      ),
    );

  return (
    <>
      <h1>{t('edit_post.question_heading')}</h1>
      <PostFormShell post={post} submitLabel="edit_post.save" onSubmit={submit}>
        <QuestionFields form={form} post={post} />
        <EditSummaryField
          form={form}
          value={post.data.edit_summary}
          onChange={(value) => post.set('edit_summary', value)}
          error={post.errors.edit_summary}
        />
      </PostFormShell>
      {captchaDialog}
    </>
  );
}

/** /posts/:qid/edit: edit a question after the edit pre-check; back to the question on save. */
export default function EditQuestion() {
  const { qid = '' } = useParams();
  const state = useEditablePost(qid, (signal) =>
    api.getQuestionInfo({ query: { id: qid, for_edit: true } }, { signal }),
  );
  return <EditPageFrame state={state}>{(question) => <QuestionEditor question={question} />}</EditPageFrame>;
}
