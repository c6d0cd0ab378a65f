import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { visitorOf } from '../../http/visitor-key.ts';
import { longIdOf } from '../../modules/question/post-access.ts';
import { countViewBy } from '../../modules/question/view-count.ts';
import { decodeSegment, matchRoute } from '../seo/route-match.ts';

const QUESTION_PAGE = 'Questions/Detail';

/**
 * Counts a visitor's view of the question page at `path` as it is served (kept or drawn, its drawing
 * counted none); a signed-in reader's counts when their browser asks for the question as them.
 */
export async function countVisitorView(db: Kysely<Database>, request: FastifyRequest, path: string): Promise<void> {
  const id = questionOfPage(path);
  if (id) await countViewBy(db, request.log, id, visitorOf(request));
}

/** The question whose page is at `path`; undefined for any other page. */
export function questionOfPage(path: string): string | undefined {
  const { route, params } = matchRoute(path);
  if (route.page !== QUESTION_PAGE) return undefined;
  return longIdOf(decodeSegment(params.qid ?? '') ?? '', 'question') ?? undefined;
}
