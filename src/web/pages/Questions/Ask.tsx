import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { constants } from '../../../../generated/constants.ts';
import { forms } from '../../../../generated/forms.ts';
import type { DataOf } from '../../../../generated/operations.ts';
import { questionPath } from '../../../shared/permalink/index.ts';
import { api } from '../../app/api-client.ts';
import { useSiteInfo } from '../../app/site-context.ts';
import { useCaptcha } from '../../components/captcha/useCaptcha.tsx';
import { useDraft } from '../../hooks/useDraft.ts';
import { useLeaveGuard } from '../../hooks/useLeaveGuard.ts';
import { useMessage } from '../../hooks/useMessage.ts';
import { BodyEditor } from './ask/BodyEditor.tsx';
import { emptyQuestion, questionBody, type QuestionData } from './ask/question-data.ts';
import { QuestionFields } from './ask/QuestionFields.tsx';
import { PostFormShell } from './ask/PostFormShell.tsx';
import { usePostForm } from './ask/usePostForm.ts';
import './ask/post-form.css';

interface AskData extends QuestionData {
  /** the asker's own answer, posted with the question when they chose to answer it */
  answer_content: string;
}

interface AskDraft extends AskData {
  answer_own: boolean;
}

const emptyAsk: AskDraft = { ...emptyQuestion, answer_content: '', answer_own: false };

/** /questions/ask: ask a question, optionally with one's own answer; the draft survives leaving. */
export default function Ask() {
  const t = useMessage();
  const navigate = useNavigate();
  const permalink = useSiteInfo().site_seo.permalink;
  const draft = useDraft<AskDraft>(constants.storage.keys.question_draft);
  const captcha = useCaptcha('question');
  const [initial] = useState(() => ({ ...emptyAsk, ...draft.restored }));
  const [answerOwn, setAnswerOwn] = useState(initial.answer_own);
  const form = answerOwn ? forms.question_ask_answer : forms.question_ask;
  const post = usePostForm(form, initial as AskData, (data) =>
    answerOwn ? { ...questionBody(data), answer_content: data.answer_content } : questionBody(data),
  );
  const { data, set, errors } = post;
  const changed = post.changed || answerOwn !== initial.answer_own;
  const guard = useLeaveGuard(changed);

  const saveDraft = draft.schedule;
  useEffect(() => {
    if (changed) saveDraft({ ...data, answer_own: answerOwn });
  }, [data, answerOwn, changed, saveDraft]);

  const submit = () =>
    post.submit(async () => {
      let asked: DataOf<'addQuestion'> | undefined;
      const written = await captcha.submit(async (answer) => {
        asked = answerOwn
          ? await api.addQuestionAndAnswer({
              body: { ...questionBody(data), answer_content: data.answer_content, ...answer },
            })
          : await api.addQuestion({ body: { ...questionBody(data), ...answer } });
      });
      if (!written || !asked) return;
      draft.clear();
      guard.release();
      navigate(questionPath(permalink, asked));
    });

  return (
    <div className="post-form-page">
      <h1>{t('ask.heading')}</h1>
      {draft.restored && (
        <p className="post-form-notice" role="status">
          {t('ask.draft.restored')}
        </p>
      )}
      <PostFormShell post={post} submitLabel={answerOwn ? 'ask.submit_with_answer' : 'ask.submit'} onSubmit={submit}>
        <QuestionFields form={form} post={post} showSimilar />
        <div className="form-field form-check">
          <input
            id="ask_answer_own"
            type="checkbox"
            checked={answerOwn}
            onChange={(event) => setAnswerOwn(event.target.checked)}
          />
          <label htmlFor="ask_answer_own">{t('ask.answer_own.label')}</label>
        </div>
        {answerOwn && (
          <section aria-labelledby="ask-answer-heading">
            <h2 id="ask-answer-heading">{t('ask.answer_own.heading')}</h2>
            <BodyEditor
              form={forms.question_ask_answer}
              name="answer_content"
              value={data.answer_content}
              onChange={(value) => set('answer_content', value)}
              error={errors.answer_content}
            />
          </section>
        )}
      </PostFormShell>
      {captcha.dialog}
    </div>
  );
}
