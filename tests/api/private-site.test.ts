import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import en from '../../generated/messages/en_US.ts';
import zh from '../../generated/messages/zh_CN.ts';
import { readSettings, writeSetting } from '../../src/server/db/settings-store.ts';
import { seedCommunity, type Member } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import { answerQuestion, seedTag } from './support/posts.ts';
import { API, ask } from './support/questions.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

interface Operation {
  operationId: string;
  'x-auth': string;
}
type Document = { paths: Record<string, Record<string, Operation>> };
const document = JSON.parse(readFileSync(new URL('../../generated/openapi.json', import.meta.url), 'utf8')) as Document;
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({
    path,
    method: method.toUpperCase(),
    id: operation.operationId,
    auth: operation['x-auth'],
  })),
);

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** Uploads are stored re-encoded, so what comes back is a PNG but not the bytes sent. */
const isPng = (body: ArrayBuffer) => Buffer.from(body).subarray(0, 8).equals(PNG_1X1.subarray(0, 8));
const TITLE = 'Where does the private harbour keep its boats?';
const ANSWER = 'Behind the secret lighthouse, past the reef.';
const COMMENT = 'The lighthouse keeper confirms the reef route.';

async function setLoginRequired(server: TestServer, loginRequired: boolean): Promise<void> {
  const login = (await readSettings(server.database.db)).login as Record<string, unknown> | undefined;
  await writeSetting(server.database.db, 'login', { ...login, login_required: loginRequired });
}

describe.each(testEngines())('a login-required site on $name', (engine) => {
  let server: TestServer;
  let dataDir: string;
  let asker: Member;
  let questionId: string;
  let answerId: string;
  let postImage: string;
  let brandingImage: string;
  /** every query parameter a read call could take, filled with the private content's ids and words */
  let tempting: URLSearchParams;

  const upload = async (member: Member, source: string) => {
    const form = new FormData();
    form.append('source', source);
    form.append('file', new Blob([new Uint8Array(PNG_1X1)], { type: 'image/png' }), 'dot.png');
    const response = await server.request(`${API}/file`, { method: 'POST', body: form, ...member.as });
    expect(response.status).toBe(200);
    return response.body.data as string;
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'quorum-private-'));
    server = await startTestServer(engine, { dataDir });
    const people = await seedCommunity(server);
    asker = people.asker;
    await seedTag(server);
    questionId = (
      await ask(server, asker, { title: TITLE, content: `${TITLE} Asking for a friend.`, tags: ['general'] })
    ).id;
    answerId = await answerQuestion(server, people.answerer, questionId, ANSWER);
    const comment = await server.request(`${API}/comment`, {
      method: 'POST',
      ...asker.as,
      json: { object_id: answerId, original_text: COMMENT },
    });
    expect(comment.status).toBe(200);
    postImage = await upload(asker, 'post');
    brandingImage = await upload(people.admin, 'branding');
    tempting = new URLSearchParams({
      id: questionId,
      question_id: questionId,
      answer_id: answerId,
      object_id: questionId,
      object_ids: `${questionId},${answerId}`,
      username: asker.username,
      q: 'lighthouse',
      title: 'private harbour',
      tag: 'general',
      tags: 'general',
      tag_name: 'general',
      page: '1',
      page_size: '10',
    });
    await setLoginRequired(server, true);
  });
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers every operation but the public ones 401 for an anonymous caller, and none shows the content', async () => {
    expect(operations.length).toBeGreaterThan(100);
    const open: string[] = [];
    for (const operation of operations) {
      const hasBody = operation.method !== 'GET' && operation.method !== 'DELETE';
      const response = await server.request(`${operation.path}?${tempting}`, {
        method: operation.method,
        language: 'zh-CN',
        ...(hasBody ? { json: { question_id: questionId, object_id: answerId, id: questionId } } : {}),
      });
      for (const secret of [TITLE, ANSWER, COMMENT, asker.username])
        expect(response.text, `${operation.id} shows "${secret}"`).not.toContain(secret);
      if (operation.auth === 'public') {
        expect(response.status, operation.id).not.toBe(401);
        open.push(operation.id);
      } else {
        expect([operation.id, response.status, response.body]).toEqual([
          operation.id,
          401,
          { code: 401, reason: 'base.unauthorized_error', msg: zh['base.unauthorized_error'], data: null },
        ]);
      }
    }
    // what the login, sign-up, password-reset, activation, legal, install and error pages need, and no more
    expect(open.sort()).toEqual(
      [
        // signing in through a connector: its buttons, the callback's binding steps
        'bindConnectorEmail',
        'confirmConnectorBinding',
        'confirmEmailChange',
        'getConnectorInfo',
        'getLanguageConfig',
        'getLanguageOptions',
        // which plugins are on and where their pages are, for the app's routes: no content
        'getPluginRoutes',
        'getPluginStatus',
        'getSiteInfo',
        'getSiteLegal',
        'getUserActionRecord',
        // where a user-center agent sends people to sign in
        'getUserCenterAgentInfo',
        'getUserInfo',
        'installBaseInfo',
        'installConfigFileCheck',
        'installDbCheck',
        'installInit',
        'installLanguageConfig',
        'installLanguageOptions',
        'loginByEmail',
        'registerByEmail',
        'replacePassword',
        'requestPasswordReset',
        'unsubscribeNotifications',
        'verifyEmail',
      ].sort(),
    );
  });

  it('still shows everything to a signed-in member', async () => {
    const question = await server.request(`${API}/question/info?id=${questionId}`, asker.as);
    expect([question.status, question.body.data.title]).toEqual([200, TITLE]);
    const answers = await server.request(`${API}/answer/page?question_id=${questionId}`, asker.as);
    expect(answers.text).toContain(ANSWER);
    const comments = await server.request(`${API}/comment/page/batch?object_ids=${questionId},${answerId}`, asker.as);
    expect(comments.text).toContain(COMMENT);
    const reactions = await server.request(`${API}/meta/reaction/batch?object_ids=${questionId},${answerId}`, asker.as);
    expect(reactions.body.data.list).toHaveLength(2);
  });

  it('keeps post images to signed-in people, privately cached, while the branding stays public', async () => {
    const anonymous = await server.request(new URL(postImage).pathname, { language: 'en_US' });
    expect([anonymous.status, anonymous.body]).toEqual([
      401,
      { code: 401, reason: 'base.unauthorized_error', msg: en['base.unauthorized_error'], data: null },
    ]);
    const signedIn = await server.fetch(postImage, { headers: asker.as.headers });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('cache-control')).toMatch(/^private,/);
    expect(isPng(await signedIn.arrayBuffer())).toBe(true);

    expect(new URL(brandingImage).pathname.startsWith(`${constants.upload.url_path}/branding/`)).toBe(true);
    const branding = await server.fetch(brandingImage);
    expect(branding.status).toBe(200);
    expect(branding.headers.get('cache-control')).toMatch(/^public,/);
    expect(isPng(await branding.arrayBuffer())).toBe(true);
  });

  it('opens everything again once login is no longer required', async () => {
    await setLoginRequired(server, false);
    try {
      const question = await server.request(`${API}/question/info?id=${questionId}`);
      expect([question.status, question.body.data.title]).toEqual([200, TITLE]);
      const image = await server.fetch(postImage);
      expect([image.status, image.headers.get('cache-control')?.split(',')[0]]).toEqual([200, 'public']);
      expect(isPng(await image.arrayBuffer())).toBe(true);
    } finally {
      await setLoginRequired(server, true);
    }
  });
});
