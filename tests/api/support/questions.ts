import { constants } from '../../../generated/constants.ts';
import type { Member } from './community.ts';
import type { TestServer } from './test-server.ts';

export const API = constants.api_prefix;

let asked = 0;

/** Asks a question as `member`; each call's body differs, so duplicate-submission never refuses it. */
export async function ask(
  server: TestServer,
  member: Member,
  fields: { title?: string; content?: string; tags?: string[] } = {},
) {
  asked += 1;
  const body = {
    title: fields.title ?? `How do I test question number ${asked}?`,
    content: fields.content ?? `Details of question ${asked}, long enough.`,
    tags: (fields.tags ?? ['testing']).map((slug_name) => ({ slug_name })),
  };
  const response = await server.request(`${API}/question`, { method: 'POST', json: body, ...member.as });
  if (response.status !== 200) throw new Error(`asking failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data as { id: string; title: string; url_title: string };
}
