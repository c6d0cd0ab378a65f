import { constants } from '../../../generated/constants.ts';
import type { Member } from './community.ts';
import type { TestServer } from './test-server.ts';

const API = constants.api_prefix;

/** POST report as `who`. */
export function flag(server: TestServer, who: Member, json: Record<string, unknown>, language = who.as.language) {
  return server.request(`${API}/report`, { method: 'POST', json, headers: who.as.headers, language });
}

/** A live comment by `author` on a question or answer, through the API. */
export async function commentOn(server: TestServer, author: Member, objectId: string): Promise<string> {
  const response = await server.request(`${API}/comment`, {
    method: 'POST',
    json: { object_id: objectId, original_text: `A remark on ${objectId}.` },
    ...author.as,
  });
  return response.body.data.comment_id as string;
}

/** Every flag of an object, oldest first. */
export async function flagsOf(server: TestServer, objectId: string) {
  return server.database.db.selectFrom('report').selectAll().where('object_id', '=', objectId).orderBy('id').execute();
}
