import { constants } from '../../../generated/constants.ts';
import { nextObjectId } from '../../../src/server/db/object-id.ts';
import type { Member } from './community.ts';
import type { TestServer } from './test-server.ts';

const API = constants.api_prefix;

/** A tag that exists already, so members without the tag.add power can ask with it. */
export async function seedTag(server: TestServer, slug = 'general'): Promise<void> {
  const { db } = server.database;
  if (await db.selectFrom('tag').select('id').where('slug_name', '=', slug).executeTakeFirst()) return;
  const id = await nextObjectId(db, 'tag');
  const now = Math.floor(Date.now() / 1000);
  await db
    .insertInto('tag')
    .values({ id, slug_name: slug, display_name: slug, original_text: '', parsed_text: '', status: constants.post_status.normal, user_id: 1, created_at: now, updated_at: now })
    .execute();
}

let questionNumber = 0;

/** Asks a question through the API as `member`; returns its id. */
export async function askQuestion(server: TestServer, member: Member): Promise<string> {
  await seedTag(server);
  questionNumber += 1;
  const response = await server.request(`${API}/question`, {
    method: 'POST',
    ...member.as,
    json: { title: `How does thing number ${questionNumber} work?`, content: `Details about thing ${questionNumber}.`, tags: [{ slug_name: 'general', display_name: 'general', original_text: '' }] },
  });
  if (response.status !== 200) throw new Error(`asking failed: ${JSON.stringify(response.body)}`);
  return response.body.data.id as string;
}

/** Answers a question through the API as `member`; returns the answer's id. */
export async function answerQuestion(server: TestServer, member: Member, questionId: string, content = 'An answer that works.'): Promise<string> {
  const response = await server.request(`${API}/answer`, { method: 'POST', ...member.as, json: { question_id: questionId, content } });
  if (response.status !== 200) throw new Error(`answering failed: ${JSON.stringify(response.body)}`);
  return response.body.data.info.id as string;
}
