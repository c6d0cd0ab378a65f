import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { Database } from '../../db/schema.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { refreshHotScore } from './hot-score.ts';
import type { QuestionRow } from './post-access.ts';

/** Questions viewed since their hot scores were last refreshed, per database. */
const viewedSince = new WeakMap<Kysely<Database>, { ids: Set<string>; refreshedAt: number }>();

/**
 * Counts one view of the question page and returns the row as it now stands. A view is one write; the
 * hot scores that views feed (the frequent order) are refreshed together at most once per interval, in
 * the background, as answer-api-facts §4.9 recomputes them periodically.
 */
export async function countView(context: HandlerContext, question: QuestionRow): Promise<QuestionRow> {
  const { db } = context.services;
  await db
    .updateTable('question')
    .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
    .where('id', '=', question.id)
    .execute();
  const now = Date.now();
  let viewed = viewedSince.get(db);
  if (!viewed) viewedSince.set(db, (viewed = { ids: new Set(), refreshedAt: now }));
  viewed.ids.add(question.id);
  if (now - viewed.refreshedAt >= constants.hot_score.view_refresh_seconds * 1000) {
    const ids = [...viewed.ids];
    viewed.ids.clear();
    viewed.refreshedAt = now;
    void refreshViewedHotScores(db, ids).catch((error: unknown) =>
      context.log.error({ err: error }, 'refreshing hot scores after views failed'),
    );
  }
  return { ...question, view_count: question.view_count + 1 };
}

async function refreshViewedHotScores(db: Kysely<Database>, ids: string[]): Promise<void> {
  for (const id of ids) await refreshHotScore(db, id);
}
