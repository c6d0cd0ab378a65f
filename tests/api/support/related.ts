import { relatedRefreshOf } from '../../../src/server/modules/question/related-refresh.ts';
import { API } from './questions.ts';
import type { TestServer } from './test-server.ts';

/**
 * question/similar/tag once the question's list has been worked out: a view asks for a missing or stale
 * list and is answered at once with the one kept, the list is worked out after it (related-refresh.ts), and
 * this reads the list the next view sees.
 */
export async function relatedAfterRefresh(server: TestServer, questionId: string, init?: RequestInit) {
  await server.request(`${API}/question/similar/tag?question_id=${questionId}`, init);
  await relatedRefreshOf(server.database.db)?.settled();
  return server.request(`${API}/question/similar/tag?question_id=${questionId}`, init);
}
