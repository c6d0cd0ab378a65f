import type { Kysely, Selectable } from 'kysely';
import type { DataOf } from '../../../../generated/operations.ts';
import { objectTypeOf } from '../../db/object-id.ts';
import type { Database, ReportTable } from '../../db/schema.ts';
import type { Translate } from '../../i18n/translator.ts';
import { urlTitle } from '../../../shared/permalink/url-title.ts';
import { presentReason, reasonById } from '../post-status/reasons.ts';
import { loadPostTags } from '../question/post-tags.ts';
import { loadSiteRules } from '../question/site-rules.ts';
import { loadUserBasics } from '../user/basic-info.ts';

type FlaggedPost = DataOf<'getUnreviewedReports'>['list'][number];

/** The flagged object's own text and status, and the question it belongs to. */
interface FlaggedObject {
  questionId: string;
  answerId: string;
  text: { original_text: string; parsed_text: string };
  status: number;
  authorId: string;
}

async function loadFlaggedObject(
  db: Kysely<Database>,
  report: Selectable<ReportTable>,
): Promise<FlaggedObject | undefined> {
  const id = String(report.object_id);
  if (report.object_type === 'question') {
    const row = await db.selectFrom('question').selectAll().where('id', '=', id).executeTakeFirst();
    return row && { questionId: id, answerId: '', text: row, status: row.status, authorId: String(row.user_id) };
  }
  if (report.object_type === 'answer') {
    const row = await db.selectFrom('answer').selectAll().where('id', '=', id).executeTakeFirst();
    return (
      row && {
        questionId: String(row.question_id),
        answerId: id,
        text: row,
        status: row.status,
        authorId: String(row.user_id),
      }
    );
  }
  const row = await db.selectFrom('comment').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const onAnswer = objectTypeOf(String(row.object_id)) === 'answer';
  return {
    questionId: String(row.question_id),
    answerId: onAnswer ? String(row.object_id) : '',
    text: row,
    status: row.status,
    authorId: String(row.user_id),
  };
}

/** A queue item as report/unreviewed/post shows it; null when its object no longer exists at all. */
export async function presentFlaggedPost(
  db: Kysely<Database>,
  report: Selectable<ReportTable>,
  t: Translate,
): Promise<FlaggedPost | null> {
  const object = await loadFlaggedObject(db, report);
  if (!object) return null;
  const question = await db.selectFrom('question').selectAll().where('id', '=', object.questionId).executeTakeFirst();
  if (!question) return null;
  const [users, rules] = await Promise.all([
    loadUserBasics(db, [object.authorId, String(report.user_id)]),
    loadSiteRules(db),
  ]);
  const tags = await loadPostTags(db, rules.write, [question.id]);
  const reason = reasonById(report.report_type);
  return {
    flag_id: String(report.id),
    created_at: Number(report.flagged_at),
    object_id: String(report.object_id),
    question_id: question.id,
    answer_id: object.answerId,
    comment_id: report.object_type === 'comment' ? String(report.object_id) : '',
    object_type: report.object_type as FlaggedPost['object_type'],
    title: question.title,
    url_title: urlTitle(question.title),
    original_text: object.text.original_text,
    parsed_text: object.text.parsed_text,
    answer_count: question.answer_count,
    answer_accepted: String(question.accepted_answer_id) !== '0',
    tags: tags.get(question.id) ?? [],
    object_status: object.status,
    object_show_status: question.show,
    author_user_info: users.get(object.authorId) ?? null,
    submit_at: Number(report.flagged_at),
    submitter_user: users.get(String(report.user_id)) ?? null,
    reason: reason
      ? presentReason(reason, t)
      : {
          reason_key: '',
          reason_type: report.report_type,
          name: '',
          description: '',
          content_type: '',
          placeholder: '',
          have_content: false,
        },
    reason_content: report.content,
  };
}
