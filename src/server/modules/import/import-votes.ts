import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import { insertReturningId } from '../../db/insert-returning-id.ts';
import { objectTypeOf } from '../../db/object-id.ts';
import type { Database } from '../../db/schema.ts';
import { importFile, type ImportRun, unixSeconds } from './import-run.ts';
import type { SourceRow } from './xml-rows.ts';

const { vote_types: voteTypes } = constants.stackexchange_import;

/**
 * Up- and downvotes reach us as the posts' scores (the dump names no voter for them); the votes that
 * do name one, favourites, become bookmarks.
 */
async function writeFavorite(run: ImportRun, trx: Kysely<Database>, row: SourceRow): Promise<string | null> {
  const questionId = run.map.target('post', row.PostId);
  const userId = run.map.target('user', row.UserId);
  if (!questionId || !userId || objectTypeOf(questionId) !== 'question') return null;
  const existing = await trx
    .selectFrom('collection')
    .select('id')
    .where('user_id', '=', userId)
    .where('object_id', '=', questionId)
    .executeTakeFirst();
  if (existing) return String(existing.id);
  const id = await insertReturningId(trx, 'collection', {
    user_id: userId,
    object_id: questionId,
    created_at: unixSeconds(row.CreationDate),
  });
  run.touchedQuestions.add(questionId);
  return id;
}

export async function importVotes(run: ImportRun): Promise<void> {
  await importFile(run, 'votes', 'Votes.xml', 'favorite', (trx, row) => writeFavorite(run, trx, row), {
    accept: (row) => Number(row.VoteTypeId) === voteTypes.favorite,
  });
}
