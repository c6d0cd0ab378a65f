import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import { insertReturningId } from '../../db/insert-returning-id.ts';
import { objectTypeOf } from '../../db/object-id.ts';
import type { Database } from '../../db/schema.ts';
import { dumpFile, importRows, type ImportRun, unixSeconds } from './import-run.ts';
import { VoteTally } from './vote-tally.ts';
import { readRows, type SourceRow } from './xml-rows.ts';

const { vote_types: voteTypes, batch_size: batchSize } = constants.stackexchange_import;

/** Favourites, the votes that name their voter, become bookmarks. */
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

/**
 * One pass over Votes.xml: favourites become bookmarks, and up- and downvotes, which name no voter, are
 * counted per post (vote-tally.ts) beside the scores the posts already carry.
 */
export async function importVotes(run: ImportRun): Promise<void> {
  const tally = new VoteTally();
  const batches = tally.through(readRows(dumpFile(run, 'Votes.xml'), batchSize));
  await importRows(run, 'votes', batches, 'favorite', (trx, row) => writeFavorite(run, trx, row), {
    accept: (row) => Number(row.VoteTypeId) === voteTypes.favorite,
  });
  await tally.write(run);
}
