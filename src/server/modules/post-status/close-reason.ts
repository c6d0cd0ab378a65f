/**
 * A question's close reason: checking what a closer wrote for the chosen reason, keeping it in `meta`, and
 * presenting it as the QuestionInfo `operation` the closed-reason banner shows (answer-api-facts §2.2, §4.5).
 */
import type { Kysely, Selectable } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { MessageKey } from '../../../../generated/messages/keys.ts';
import { DUPLICATE_REASON_TYPE, reasonContentProblem } from '../../../../machines/post-lifecycle.reason-content.ts';
import type { Database, QuestionTable } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import type { Translate } from '../../i18n/translator.ts';
import { loadSiteInfo } from '../../settings/site-settings.ts';
import { siteLink } from '../../settings/site-url.ts';
import { contentTypeOf, reasonById } from './reasons.ts';

export const CLOSE_REASON_KEY = 'question.close.reason';

/** What `meta` keeps under CLOSE_REASON_KEY (the shape Answer stores). */
export interface CloseReasonMeta {
  close_type: number;
  close_msg: string;
}

export interface CloseOperation {
  type: string;
  description: string;
  msg: string;
  time: number;
  /** danger for a deleted question's notice (deleted-operation.ts) */
  level: 'info' | 'danger';
  duplicate_of?: { id: string; title: string };
}

const QUESTION_ID_IN_PATH = /\/questions\/([0-9]+)(?:[/?#]|$)/;

/**
 * The close message a reason needs, checked: free text must not be empty; a duplicate's link must be an
 * address on this site naming another existing question. Returns the trimmed message and the duplicated
 * question's id (null for other reasons).
 */
export async function checkCloseMessage(
  context: Pick<HandlerContext, 'services' | 'client'>,
  questionId: string,
  closeType: number,
  closeMsg: string | undefined,
): Promise<{ closeMsg: string; duplicateOf: string | null }> {
  const reason = reasonById(closeType);
  const message = (closeMsg ?? '').trim();
  if (!reason) return { closeMsg: message, duplicateOf: null };
  const siteOrigin = siteLink((await loadSiteInfo(context.services)).general.site_url, context.client.origin, '');
  const problem = reasonContentProblem(closeType, contentTypeOf(reason), message, siteOrigin);
  if (problem) throw AppError.field('close_msg', problem);
  if (closeType !== DUPLICATE_REASON_TYPE) return { closeMsg: message, duplicateOf: null };

  const duplicateOf = linkedQuestionId(message);
  if (!duplicateOf) throw AppError.field('close_msg', 'error.question.duplicate_not_found');
  if (duplicateOf === questionId) throw AppError.field('close_msg', 'error.question.duplicate_of_itself');
  if (!(await liveQuestion(context.services.db, duplicateOf)))
    throw AppError.field('close_msg', 'error.question.duplicate_not_found');
  return { closeMsg: message, duplicateOf };
}

/** The id of the question a duplicate's link names, or null when the text names none. */
function linkedQuestionId(message: string): string | null {
  if (!URL.canParse(message)) return null;
  return QUESTION_ID_IN_PATH.exec(new URL(message).pathname)?.[1] ?? null;
}

function liveQuestion(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('question')
    .select(['id', 'title'])
    .where('id', '=', id)
    .where('status', '!=', constants.post_status.deleted)
    .executeTakeFirst();
}

/** A duplicate's original, named by its title, while it still exists. */
async function duplicatedQuestion(
  db: Kysely<Database>,
  stored: CloseReasonMeta | null,
): Promise<{ duplicate_of?: { id: string; title: string } }> {
  const id = stored?.close_type === DUPLICATE_REASON_TYPE ? linkedQuestionId(stored.close_msg) : null;
  const original = id ? await liveQuestion(db, id) : undefined;
  return original ? { duplicate_of: { id: String(original.id), title: original.title } } : {};
}

/** A stored close reason (meta value and close activity comment), or null when the text is not one. */
function parseCloseReason(value: string): CloseReasonMeta | null {
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { close_type: closeType, close_msg: closeMsg } = parsed as Record<string, unknown>;
    return typeof closeType === 'number' && typeof closeMsg === 'string'
      ? { close_type: closeType, close_msg: closeMsg }
      : null;
  } catch {
    return null;
  }
}

/** A close activity's comment as the timeline shows it: the reason's name and what the closer wrote, as text. */
export function closeReasonText(comment: string, t: Translate): string {
  const stored = parseCloseReason(comment);
  if (!stored) return comment;
  const reason = reasonById(stored.close_type);
  const name = reason ? t(`reason.${reason.key}.name` as MessageKey) : '';
  if (!name || !stored.close_msg) return name || stored.close_msg;
  return t('activity.close_comment', { reason: name, message: stored.close_msg });
}

/** The `operation` of a closed question for its banner, or null when it is not closed. */
export async function loadCloseOperation(
  db: Kysely<Database>,
  question: Selectable<QuestionTable>,
  t: Translate,
): Promise<CloseOperation | null> {
  if (question.status !== constants.post_status.closed) return null;
  const row = await db
    .selectFrom('meta')
    .select(['value', 'updated_at'])
    .where('object_id', '=', question.id)
    .where('meta_key', '=', CLOSE_REASON_KEY)
    .executeTakeFirst();
  const stored = row ? parseCloseReason(row.value) : null;
  const reason = reasonById(stored?.close_type ?? -1);
  return {
    type: reason ? t(`reason.${reason.key}.name` as MessageKey) : '',
    description: reason ? t(`reason.${reason.key}.description` as MessageKey) : '',
    msg: stored?.close_msg ?? '',
    time: Number(row?.updated_at ?? question.updated_at),
    level: 'info',
    ...(await duplicatedQuestion(db, stored)),
  };
}
