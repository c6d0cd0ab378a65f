import { useParams } from 'react-router-dom';
import { forms } from '../../../../generated/forms.ts';
import type { DataOf } from '../../../../generated/operations.ts';
import { questionPath } from '../../../shared/permalink/index.ts';
import { api } from '../../app/api-client.ts';
import { useSiteInfo } from '../../app/site-context.ts';
import { useMessage } from '../../hooks/useMessage.ts';
import { BodyEditor } from './ask/BodyEditor.tsx';
import { EditPageFrame } from './ask/EditPageFrame.tsx';
import { EditSummaryField } from './ask/EditSummaryField.tsx';
import { useEditablePost } from './ask/useEditablePost.ts';
import { PostFormShell } from './ask/PostFormShell.tsx';
import { usePostForm } from './ask/usePostForm.ts';
import { useSaveEdit } from './ask/useSaveEdit.ts';

type AnswerDetail = DataOf<'getAnswerInfo'>;

const form = forms.answer_edit;

function AnswerEditor({ detail: { info, question } }: { detail: AnswerDetail }) {
  const t = useMessage();
  const permalink = useSiteInfo().site_seo.permalink;
  const post = usePostForm(form, { content: info.content, edit_summary: '' }, (data) => ({ id: info.id, ...data }));
  const { save, captchaDialog } = useSaveEdit(post.changed);

  const submit = () =>
    post.submit((body) =>
      save((answer) => api.updateAnswer({ body: { ...body, ...answer } }), questionPath(permalink, question, info.id)),
    );

  return (
    <>
      <h1>{t('edit_post.answer_heading')}</h1>
      <p>{t('edit_post.question_of_answer', { title: question.title })}</p>
      <PostFormShell post={post} submitLabel="edit_post.save" onSubmit={submit}>
        <BodyEditor
          form={form}
          name="content"
          value={post.data.content}
          onChange={(value) => post.set('content', value)}
          error={post.errors.content}
        />
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

/** /posts/:qid/:aid/edit: edit an answer after the edit pre-check; back to the answer on save. */
export default function EditAnswer() {
  const { aid = '' } = useParams();
  const state = useEditablePost(aid, (signal) => api.getAnswerInfo({ query: { id: aid } }, { signal }));
  return <EditPageFrame state={state}>{(detail) => <AnswerEditor detail={detail} />}</EditPageFrame>;
}
