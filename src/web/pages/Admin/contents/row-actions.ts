import type { MessageKey } from '../../../../../generated/messages/index.ts';
import { api } from '../../../app/api-client.ts';

/** An action an admin may take on a row: its button, the question asked first, the toast after. */
export interface RowAction {
  name: string;
  label: MessageKey;
  confirm: MessageKey;
  done: MessageKey;
  run(): Promise<unknown>;
}

type QuestionStatus = 'available' | 'closed' | 'deleted' | 'pending';
type AnswerStatus = 'available' | 'deleted' | 'pending';

const setQuestion = (id: string, status: 'available' | 'closed' | 'deleted') => () =>
  api.setQuestionStatus({ body: { question_id: id, status } });
const setAnswer = (id: string, status: 'available' | 'deleted') => () =>
  api.setAnswerStatus({ body: { answer_id: id, status } });

/**
 * What PUT admin question/status and question/featured allow from each status: one lifecycle step at a
 * time (a deleted question is undeleted before anything else). Pending posts are decided in the review queue.
 */
export function questionActions(question: { id: string; status: QuestionStatus; featured: boolean }): RowAction[] {
  const { id } = question;
  const close: RowAction = {
    name: 'close',
    label: 'post_action.close',
    confirm: 'admin_contents.confirm.close',
    done: 'post_status.done.close',
    run: setQuestion(id, 'closed'),
  };
  const reopen: RowAction = {
    name: 'reopen',
    label: 'post_action.reopen',
    confirm: 'post_status.confirm.reopen',
    done: 'post_status.done.reopen',
    run: setQuestion(id, 'available'),
  };
  const remove: RowAction = {
    name: 'delete',
    label: 'post_action.delete',
    confirm: 'post_status.confirm.delete_question',
    done: 'post_status.done.delete',
    run: setQuestion(id, 'deleted'),
  };
  const undelete: RowAction = {
    name: 'undelete',
    label: 'post_action.undelete',
    confirm: 'post_status.confirm.undelete',
    done: 'post_status.done.undelete',
    run: setQuestion(id, 'available'),
  };
  const featured = question.featured ? 'unfeature' : 'feature';
  const feature: RowAction = {
    name: featured,
    label: `admin_contents.action.${featured}`,
    confirm: `admin_contents.confirm.${featured}`,
    done: `admin_contents.done.${featured}`,
    run: () => api.setQuestionFeatured({ body: { question_id: id, featured: !question.featured } }),
  };
  switch (question.status) {
    case 'available':
      return [close, feature, remove];
    case 'closed':
      return [reopen, feature, remove];
    case 'deleted':
      return [undelete];
    case 'pending':
      return [];
  }
}

export function answerActions(answer: { id: string; status: AnswerStatus }): RowAction[] {
  switch (answer.status) {
    case 'available':
      return [
        {
          name: 'delete',
          label: 'post_action.delete',
          confirm: 'post_status.confirm.delete_answer',
          done: 'post_status.done.delete',
          run: setAnswer(answer.id, 'deleted'),
        },
      ];
    case 'deleted':
      return [
        {
          name: 'undelete',
          label: 'post_action.undelete',
          confirm: 'post_status.confirm.undelete',
          done: 'post_status.done.undelete',
          run: setAnswer(answer.id, 'available'),
        },
      ];
    case 'pending':
      return [];
  }
}
