import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { Database } from '../../db/schema.ts';
import { engineOf } from '../../db/engine.ts';
import { questionsLike } from '../../plugins/search/database/more-like-this.ts';
import { searchWorkersOf } from '../../plugins/search/database/search-workers.ts';
import { subjectTokens } from '../../plugins/search/database/stop-words.ts';
import { tokensOf } from '../../plugins/search/database/terms.ts';
import { siteLanguage } from '../../settings/site-settings.ts';
import type { QuestionRow } from './post-access.ts';

const {
  similar_candidates: similarCandidates,
  related_body_words: relatedBodyWords,
  related_kept: relatedKept,
} = constants.search;

/**
 * The question as a more-like-this query: its title, its tags' names and the start of its body, whose
 * word limit counts only subject words (stop words would use it up on a chatty first sentence).
 */
async function relatedQuery(db: Kysely<Database>, question: QuestionRow, language: string): Promise<string> {
  const tags = await db
    .selectFrom('tag_rel')
    .innerJoin('tag', 'tag.id', 'tag_rel.tag_id')
    .select('tag.slug_name')
    .where('tag_rel.object_id', '=', question.id)
    .where('tag_rel.status', '!=', constants.tag_rel_status.deleted)
    .execute();
  const bodyWords = subjectTokens([...new Set(tokensOf(question.original_text))], language).slice(0, relatedBodyWords);
  return [question.title, ...tags.map((tag) => tag.slug_name.replaceAll('-', ' ')), ...bodyWords].join(' ');
}

export interface RelatedRow {
  question_id: string;
  related_ids: string;
  question_revision_id: string;
  computed_at: number;
}

/**
 * Keeps worked-out lists, several in one transaction (one commit, so one disk sync on SQLite, for a batch).
 * Several processes may work out the same question at once: the last one's list stays.
 */
export async function keepRelated(db: Kysely<Database>, rows: RelatedRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.transaction().execute(async (trx) => {
    for (const row of rows) {
      const insert = trx.insertInto('question_related').values(row);
      const { question_id: _key, ...changed } = row;
      await (
        engineOf(trx) === 'mysql'
          ? insert.onDuplicateKeyUpdate(changed)
          : insert.onConflict((conflict) => conflict.column('question_id').doUpdateSet(changed))
      ).execute();
    }
  });
}

/**
 * Works out the questions most like this one by title, tags and body (more-like-this on the search index,
 * in a search thread where there are some, as on SQLite it holds the thread that runs it), the best of them,
 * itself left out, to be kept for the page views to read by the question's id. Whether each may be shown
 * is decided when it is read: a question hidden or deleted since never shows.
 */
export async function workOutRelated(db: Kysely<Database>, questionId: string): Promise<RelatedRow | undefined> {
  const question = await db.selectFrom('question').selectAll().where('id', '=', questionId).executeTakeFirst();
  if (!question) return undefined;
  const language = await siteLanguage(db);
  const like = { text: await relatedQuery(db, question, language), language, best: similarCandidates };
  const ids = (await searchWorkersOf(db)?.like(like)) ?? (await questionsLike(db, like.text, like.language, like.best));
  return {
    question_id: String(question.id),
    related_ids: ids
      .filter((id) => id !== String(question.id))
      .slice(0, relatedKept)
      .join(','),
    question_revision_id: String(question.revision_id),
    computed_at: Math.floor(Date.now() / 1000),
  };
}
