import { urlTitle } from '../../../shared/permalink/url-title.ts';
import { excerptOf } from './excerpt.ts';
import type { QuestionRow } from './post-access.ts';

/** The fields every presentation of a question shares (list item, question info): identity, flags and counters. */
export function questionFields(question: QuestionRow) {
  return {
    id: question.id,
    title: question.title,
    url_title: urlTitle(question.title),
    description: excerptOf(question.parsed_text),
    pin: question.pin,
    show: question.show,
    status: question.status,
    view_count: question.view_count,
    unique_view_count: question.unique_view_count,
    vote_count: question.vote_count,
    answer_count: question.answer_count,
    collection_count: question.collection_count,
    follow_count: question.follow_count,
    accepted_answer_id: String(question.accepted_answer_id),
    last_answer_id: String(question.last_answer_id),
  };
}
