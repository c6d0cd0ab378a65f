import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import { seedMember, type Member } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

describe.each(testEngines())('POST post/render on $name', (engine) => {
  let server: TestServer;
  let member: Member;
  const render = (content: unknown, as?: Member['as']) =>
    server.request('/answer/api/v1/post/render', { method: 'POST', json: { content }, ...(as ?? {}) });

  beforeAll(async () => {
    server = await startTestServer(engine);
    member = await seedMember(server, { username: 'preview-pat' });
  });
  afterAll(async () => server.close());

  it('answers the sanitized HTML a post with this markdown would store', async () => {
    const response = await render('**bold** [site](https://example.org) <img src=x onerror=alert(1)>', member.as);
    expect(response.status).toBe(200);
    expect(response.body.data).toBe(
      '<p><strong>bold</strong> <a href="https://example.org" rel="nofollow ugc">site</a> <img src="x" /></p>\n',
    );
  });

  it('refuses anonymous callers', async () => {
    const response = await render('hello');
    expect(response.status).toBe(401);
  });

  it('refuses content over the limit, and a missing content, with a field error', async () => {
    const tooLong = await render('a'.repeat(constants.limits.render.content_max + 1), member.as);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.data[0].error_field).toBe('content');
    const missing = await server.request('/answer/api/v1/post/render', { method: 'POST', json: {}, ...member.as });
    expect(missing.status).toBe(400);
    const atLimit = await render('a'.repeat(constants.limits.render.content_max), member.as);
    expect(atLimit.status).toBe(200);
  });
});
