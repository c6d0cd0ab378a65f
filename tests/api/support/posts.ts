import { constants } from '../../../generated/constants.ts';
import { nextObjectId } from '../../../src/server/db/object-id.ts';
import type { Member } from './community.ts';
import { API, ask } from './questions.ts';
import type { TestServer } from './test-server.ts';

/** A tag that exists already, so members without the tag.add power can ask with it. */
export async function seedTag(server: TestServer, slug = 'general'): Promise<void> {
  const { db } = server.database;
  if (await db.selectFrom('tag').select('id').where('slug_name', '=', slug).executeTakeFirst()) return;
  const id = await nextObjectId(db, 'tag');
  const now = Math.floor(Date.now() / 1000);
  await db
    .insertInto('tag')
    .values({
      id,
      slug_name: slug,
      display_name: slug,
      original_text: '',
      parsed_text: '',
      status: constants.post_status.normal,
      user_id: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** Asks a question through the API as `member`, with a tag that exists (so any member may); returns its id. */
export async function askQuestion(server: TestServer, member: Member): Promise<string> {
  await seedTag(server);
  return (await ask(server, member, { tags: ['general'] })).id;
}

/** Answers a question through the API as `member`; returns the answer's id. */
export async function answerQuestion(
  server: TestServer,
  member: Member,
  questionId: string,
  content = 'An answer that works.',
): Promise<string> {
  const response = await server.request(`${API}/answer`, {
    method: 'POST',
    ...member.as,
    json: { question_id: questionId, content },
  });
  if (response.status !== 200) throw new Error(`answering failed: ${JSON.stringify(response.body)}`);
  return response.body.data.info.id as string;
}
