import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import { DUPLICATE_REASON_TYPE } from '../../../../machines/post-lifecycle.reason-content.ts';
import { insertReturningId } from '../../db/insert-returning-id.ts';
import { objectTypeOf } from '../../db/object-id.ts';
import type { Database } from '../../db/schema.ts';
import { siteLink } from '../../settings/site-url.ts';
import { closeImportedQuestion } from './close-question.ts';
import { importFile, type ImportRun, unixSeconds } from './import-run.ts';
import { communityUser } from './import-users.ts';
import type { SourceRow } from './xml-rows.ts';

const { link_types: linkTypes } = constants.stackexchange_import;

/** The live link between two questions, made when there is none yet (a pair may be linked and a duplicate). */
async function linkQuestions(trx: Kysely<Database>, fromId: string, toId: string, when: number): Promise<string> {
  const existing = await trx
    .selectFrom('question_link')
    .select('id')
    .where('from_question_id', '=', fromId)
    .where('from_answer_id', '=', '0')
    .where('to_question_id', '=', toId)
    .executeTakeFirst();
  if (existing) return String(existing.id);
  return insertReturningId(trx, 'question_link', { from_question_id: fromId, to_question_id: toId, created_at: when });
}

/** A linked question becomes a question link; a duplicate also closes its question as a duplicate of the other. */
async function writeLink(run: ImportRun, trx: Kysely<Database>, row: SourceRow): Promise<string | null> {
  const fromId = run.map.target('post', row.PostId);
  const toId = run.map.target('post', row.RelatedPostId);
  const type = Number(row.LinkTypeId);
  if (!fromId || !toId || fromId === toId) return null;
  if (objectTypeOf(fromId) !== 'question' || objectTypeOf(toId) !== 'question') return null;
  if (type !== linkTypes.linked && type !== linkTypes.duplicate) return null;
  const when = unixSeconds(row.CreationDate);
  const id = await linkQuestions(trx, fromId, toId, when);
  if (type === linkTypes.duplicate) {
    const message = siteLink(run.siteUrl, '', `/questions/${toId}`);
    await closeImportedQuestion(trx, fromId, communityUser(run), { type: DUPLICATE_REASON_TYPE, message }, when);
  }
  run.touchedQuestions.add(fromId);
  run.touchedQuestions.add(toId);
  return id;
}

export async function importLinks(run: ImportRun): Promise<void> {
  await importFile(run, 'links', 'PostLinks.xml', 'link', (trx, row) => writeLink(run, trx, row));
}
