import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, resolveSession } from '../../src/server/auth/sessions.ts';
import { flushViews } from '../../src/server/modules/question/view-count.ts';
import { seedCommunity, type Member } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import { malformedRequests, type FuzzCase } from './support/fuzz/malformed-requests.ts';
import { loadDocument, operationsOf } from './support/fuzz/openapi-document.ts';
import { ResponseChecker } from './support/fuzz/response-check.ts';
import { changedTables, snapshotTables, tableNames, type TableSnapshot } from './support/fuzz/table-snapshot.ts';
import { seedAnswer, seedQuestion } from './support/lifecycle-posts.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const SEED = 20261123;
const CASES_PER_OPERATION = 16;
// A refused sign-in is counted by design (throttling keys on failures per account and per address), so tables
// that keep such counts may change when a request is refused; every other table must not.
const COUNTS_REFUSALS = /^rate_counter$/;
// A wrong password is a guess at an account and counts toward the captcha although it is refused; a request
// refused for anything else (a missing field, a bad value) counts nothing.
const GUESSES = new Set(['error.object.email_or_password_incorrect', 'error.object.old_password_verification_failed']);
const countsGuess = (table: string, body: unknown) =>
  table === 'captcha_action_record' && GUESSES.has(String((body as { reason?: unknown } | undefined)?.reason));

const document = loadDocument();
const operations = operationsOf(document);
const checker = new ResponseChecker(document);

interface Answer {
  status: number;
  body: unknown;
  text: string;
}

async function send(
  server: TestServer,
  fuzz: Pick<FuzzCase, 'url' | 'headers' | 'body'> & { method: string },
  token: string,
  language: string,
): Promise<Answer> {
  const response = await server.fetch(fuzz.url, {
    method: fuzz.method,
    headers: { ...fuzz.headers, Authorization: token, 'Accept-Language': language },
    body: fuzz.method === 'GET' ? undefined : fuzz.body,
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, body, text };
}

/** What is wrong with an answer to a malformed request, if anything. */
function problemsOf(fuzz: FuzzCase, answer: Answer): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`answered ${answer.status}`);
  const envelope = answer.body as { code?: unknown; msg?: unknown } | undefined;
  if (!envelope || typeof envelope !== 'object')
    return [...problems, `not a JSON envelope: ${answer.text.slice(0, 120)}`];
  if (envelope.code !== answer.status) problems.push(`code ${String(envelope.code)} but status ${answer.status}`);
  if (typeof envelope.msg !== 'string' || envelope.msg === '') problems.push('no message');
  const schemaProblem = checker.problem(fuzz.operation, answer.status, answer.body);
  if (schemaProblem) problems.push(schemaProblem);
  return problems;
}

describe.each(testEngines())('requests generated from the spec, malformed, on $name', (engine) => {
  let server: TestServer;
  let admin: Member;
  let questionId: string;

  beforeAll(async () => {
    // over HTTP: malformed requests meet Node's parser first, and an oversized request line is its 431
    server = await startTestServer(engine, { listen: true });
    ({ admin } = await seedCommunity(server));
    questionId = await seedQuestion(server, admin, ['fuzz']);
    await seedAnswer(server, questionId, admin);
  });

  afterAll(async () => {
    await server?.close();
  });

  it('never answer 5xx, always the declared envelope (code = status), and change nothing when refused', async () => {
    const failures: string[] = [];
    const ignored = new Set((await tableNames(server.database)).filter((name) => COUNTS_REFUSALS.test(name)));
    // the views a read counted are written in the server's next batch: written before each snapshot, they
    // belong to the request that counted them, never to a later one that was refused
    const snapshot = async () => {
      await flushViews(server.database.db, server.app.log);
      return snapshotTables(server.database, ignored);
    };
    let token = admin.token;
    let before: TableSnapshot = await snapshot();
    let count = 0;
    for (const operation of operations) {
      for (const fuzz of malformedRequests(document, operation, CASES_PER_OPERATION, SEED)) {
        const language = count % 2 === 0 ? 'en_US' : 'zh_CN';
        count += 1;
        const answer = await send(server, { ...fuzz, method: operation.method }, token, language);
        const name = `${operation.method} ${operation.path} [${fuzz.label}] → ${answer.status}`;
        for (const problem of problemsOf(fuzz, answer)) failures.push(`${name}: ${problem}`);
        const after = await snapshot();
        if (answer.status >= 400) {
          const changed = changedTables(before, after).filter((table) => !countsGuess(table, answer.body));
          if (changed.length) failures.push(`${name}: refused but changed ${changed.join(', ')}`);
        } else if (!(await resolveSession(server.database.db, token))) {
          // a request that succeeded may have signed the admin out (logout); sign in again and go on
          token = await createSession(server.database.db, admin.id);
        }
        before = token === admin.token ? after : await snapshot();
        admin = { ...admin, token };
      }
    }
    expect(count).toBeGreaterThan(operations.length * 8);
    expect(failures).toEqual([]);
  }, 240_000);

  it('answer a 200,000-character id with 400 from the schema, before any handler, while serving a concurrent request', async () => {
    const hugeId = '9'.repeat(200_000);
    const [refused, served] = await Promise.all([
      send(
        server,
        {
          method: 'POST',
          url: '/answer/api/v1/vote/up',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ object_id: hugeId }),
        },
        admin.token,
        'en_US',
      ),
      send(
        server,
        { method: 'GET', url: `/answer/api/v1/question/info?id=${questionId}`, headers: {} },
        admin.token,
        'en_US',
      ),
    ]);
    expect(refused.status).toBe(400);
    // refused by the request's format check (the id's maxLength), so no handler decodes it
    expect(refused.body).toMatchObject({
      code: 400,
      reason: 'base.request_format_error',
      data: [{ error_field: 'object_id' }],
    });
    expect(served.status).toBe(200);
  });

  it('answer an id too long for the request line with 431 and the envelope, then go on serving', async () => {
    const answer = await send(
      server,
      { method: 'GET', url: `/answer/api/v1/question/info?id=${'9'.repeat(200_000)}`, headers: {} },
      admin.token,
      'en_US',
    );
    expect(answer.status).toBe(431);
    expect(answer.body).toMatchObject({ code: 431, reason: 'base.headers_too_large', data: null });
    const next = await send(
      server,
      { method: 'GET', url: `/answer/api/v1/question/info?id=${questionId}`, headers: {} },
      admin.token,
      'en_US',
    );
    expect(next.status).toBe(200);
  });

  it('refuse NUL in text, broken multipart and numbers out of range with a localized 400', async () => {
    const nul = await send(
      server,
      { method: 'GET', url: '/answer/api/v1/question/page?tag=a%00b', headers: {} },
      admin.token,
      'zh_CN',
    );
    expect(nul.body).toMatchObject({
      code: 400,
      reason: 'base.nul_character',
      msg: '请求中含有 NUL 字符，文本中不允许出现。',
    });
    const multipart = await send(
      server,
      { method: 'POST', url: '/answer/api/v1/file', headers: { 'Content-Type': 'multipart/form-data' }, body: 'x' },
      admin.token,
      'en_US',
    );
    expect(multipart.body).toMatchObject({
      code: 400,
      reason: 'base.multipart_invalid',
      msg: 'The upload is not a valid multipart form.',
    });
    const days = await send(
      server,
      { method: 'GET', url: '/answer/api/v1/question/page?in_days=1e308', headers: {} },
      admin.token,
      'en_US',
    );
    expect(days.body).toMatchObject({ code: 400, data: [{ error_field: 'in_days' }] });
    const beyond64 = await send(
      server,
      { method: 'GET', url: '/answer/api/v1/comment?id=18446744073709551616', headers: {} },
      admin.token,
      'en_US',
    );
    expect(beyond64.body).toMatchObject({ code: 400, data: [{ error_field: 'id' }] });
  });
});
