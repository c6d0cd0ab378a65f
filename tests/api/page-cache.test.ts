// Pages kept for visitors (issue 29 item 3): a visitor's page is drawn once and handed to the next
// visitors until a write changes what it shows; signed-in readers get theirs drawn for them, and nothing
// of theirs is ever kept.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import { writingAbout } from '../../src/server/cache/write-subject.ts';
import { PAGE_ISLAND_ID, type PageIsland } from '../../src/shared/ssr/page-island.ts';
import { builtWebRoot } from './support/built-web.ts';
import { seedCommunity, seedMember, type Member } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import { answerQuestion, seedTag } from './support/posts.ts';
import { API, ask } from './support/questions.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const BASE = constants.base_path;
const KEPT = constants.page_cache.hit_header;

function islandOf(html: string): PageIsland {
  const match = new RegExp(
    `<script type="application/json" id="${PAGE_ISLAND_ID}" nonce="([^"]+)">(.*?)</script>`,
    's',
  ).exec(html);
  if (!match) throw new Error('the page was not drawn on the server');
  return JSON.parse(match[2]!) as PageIsland;
}

function nonceOf(html: string): string {
  return /<script type="application\/json" id="[^"]+" nonce="([^"]+)">/.exec(html)![1]!;
}

/** The nonce a Content-Security-Policy names. */
function policyNonceOf(policy: string | string[] | null | undefined): string {
  return /'nonce-([^']+)'/.exec(String(policy))![1]!;
}

/** An answer's bytes as the app wrote them, not decoded (fetch decodes what it asked for). */
async function rawPage(
  server: TestServer,
  path: string,
  headers: Record<string, string>,
  method: 'GET' | 'HEAD' = 'GET',
) {
  const reply = await server.app.inject({ method, url: path, headers });
  return { status: reply.statusCode, headers: reply.headers, body: reply.rawPayload };
}

const decoders: Record<string, (body: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
  identity: (body) => body,
};

/** The question as the page's route loader gave it to the browser. */
function questionOf(html: string): { title: string; vote_count: number } {
  const routes = Object.values(islandOf(html).loaderData) as {
    page?: { question?: { title: string; vote_count: number } };
  }[];
  return routes.find((data) => data.page?.question)!.page!.question!;
}

describe.each(testEngines())('pages kept for visitors on $name', (engine) => {
  let server: TestServer;
  let web: ReturnType<typeof builtWebRoot>;
  let asker: Member;
  let answerer: Member;
  let reader: Member;

  const page = async (path: string, headers: Record<string, string> = {}) => {
    const response = await server.fetch(`${BASE}${path}`, { headers, redirect: 'manual' });
    return { status: response.status, html: await response.text(), headers: response.headers };
  };
  const signedIn = (member: Member) => ({
    cookie: `${constants.session.cookie.name}=${member.as.headers.Authorization}`,
  });
  const newQuestion = async (title: string) => {
    const question = await ask(server, asker, { title, tags: ['harbours'] });
    return `/questions/${question.id}/${question.url_title}`;
  };
  const idOf = (path: string) => path.split('/')[2]!;

  beforeAll(async () => {
    web = builtWebRoot();
    server = await startTestServer(engine, { dataDir: web.dataDir, webRoot: web.webRoot });
    ({ asker, answerer } = await seedCommunity(server));
    reader = await seedMember(server, { username: 'reader-rosalind', rank: 200 });
    await seedTag(server, 'harbours');
  }, 240_000);
  afterAll(async () => {
    await server?.close();
    web?.remove();
  });

  it("a visitor's second request gets the kept page as drawn, its Content-Security-Policy naming the page's nonce", async () => {
    const path = await newQuestion('Why do harbours silt up?');
    const first = await page(path);
    const second = await page(path);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.headers.get(KEPT), second.headers.get(KEPT)]).toEqual(['miss', 'hit']);
    expect(second.html).toBe(first.html);
    expect(policyNonceOf(first.headers.get('content-security-policy'))).toBe(nonceOf(first.html));
    expect(policyNonceOf(second.headers.get('content-security-policy'))).toBe(nonceOf(first.html));
  });

  it('a hit sends the stored br, gzip or plain bytes of the page, compressed once, and a write empties them', async () => {
    const path = await newQuestion('Why do harbour walls lean?');
    const url = `${BASE}${path}`;
    const drawn = await rawPage(server, url, {});
    expect(drawn.headers[KEPT]).toBe('miss');
    const html = drawn.body.toString();
    for (const [accepted, coding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['', 'identity'],
    ] as const) {
      const hit = await rawPage(server, url, accepted ? { 'accept-encoding': accepted } : {});
      expect(hit.status).toBe(200);
      expect(hit.headers[KEPT]).toBe('hit');
      expect(hit.headers['content-encoding']).toBe(coding === 'identity' ? undefined : coding);
      expect(hit.headers.vary).toBe('accept-encoding');
      expect(hit.headers['content-length']).toBe(String(hit.body.length));
      expect(hit.headers.etag).toBe(drawn.headers.etag);
      const decoded = decoders[coding]!(hit.body).toString();
      expect(decoded).toBe(html);
      expect(policyNonceOf(hit.headers['content-security-policy'])).toBe(nonceOf(decoded));
    }
    const head = await rawPage(server, url, { 'accept-encoding': 'br' }, 'HEAD');
    expect([head.status, head.headers[KEPT], head.body.length]).toEqual([200, 'hit', 0]);

    await answerQuestion(server, answerer, idOf(path), 'The sea works the ground beneath them loose.');
    const redrawn = await rawPage(server, url, { 'accept-encoding': 'br' });
    expect(redrawn.headers[KEPT]).toBe('miss');
    const page = brotliDecompressSync(redrawn.body).toString();
    expect(page).toContain('The sea works the ground beneath them loose.');
    expect(nonceOf(page)).not.toBe(nonceOf(html));
    expect(policyNonceOf(redrawn.headers['content-security-policy'])).toBe(nonceOf(page));
  });

  it('a new answer, an edit and a vote show to the very next visitor', async () => {
    const path = await newQuestion('How deep must a harbour be for a ferry?');
    await page(path);
    expect((await page(path)).headers.get(KEPT)).toBe('hit');

    await answerQuestion(server, answerer, idOf(path), 'Deeper than the ferry draws at the lowest tide.');
    const answered = await page(path);
    expect(answered.headers.get(KEPT)).toBe('miss');
    expect(answered.html).toContain('Deeper than the ferry draws at the lowest tide.');

    const edited = await server.request(`${API}/question`, {
      method: 'PUT',
      ...asker.as,
      json: {
        id: idOf(path),
        title: 'How deep must a harbour be for a car ferry?',
        content: 'The ferry carries cars and lorries across the bay.',
        tags: [{ slug_name: 'harbours' }],
        edit_summary: 'named the ferry',
      },
    });
    expect(edited.status).toBe(200);
    const editedPath = `/questions/${idOf(path)}/${edited.body.data.url_title}`;
    // the kept page under the old title's link is gone: that link now leads to the new one
    expect((await page(path)).status).toBe(301);
    expect(questionOf((await page(editedPath)).html).title).toBe('How deep must a harbour be for a car ferry?');

    expect((await page(editedPath)).headers.get(KEPT)).toBe('hit');
    const voted = await server.request(`${API}/vote/up`, {
      method: 'POST',
      ...answerer.as,
      json: { object_id: idOf(path) },
    });
    expect(voted.status).toBe(200);
    const afterVote = await page(editedPath);
    expect(afterVote.headers.get(KEPT)).toBe('miss');
    expect(questionOf(afterVote.html).vote_count).toBe(1);
  });

  it("a new answer empties its question's page and the lists, not another question's page; a list answers its old self while it is redrawn", async () => {
    const [written, other] = [
      await newQuestion('Do tides reach the inner harbour?'),
      await newQuestion('Where do gulls nest?'),
    ];
    for (const path of [written, other, '/']) await page(path);
    const home = await page('/');
    expect(home.headers.get(KEPT)).toBe('hit');

    await answerQuestion(server, answerer, idOf(written), 'Twice a day, an hour after the outer one.');
    const answered = await page(written);
    expect(answered.headers.get(KEPT)).toBe('miss');
    expect(answered.html).toContain('Twice a day, an hour after the outer one.');
    expect((await page(other)).headers.get(KEPT)).toBe('hit');
    // the kept home page answers at once while one redraw is under way, and is replaced once it is drawn
    const meanwhile = await page('/');
    expect([meanwhile.headers.get(KEPT), meanwhile.headers.get('etag')]).toEqual(['hit', home.headers.get('etag')]);
    await expect
      .poll(async () => (await page('/')).headers.get('etag'), {
        timeout: constants.page_cache.stale_seconds_max * 1000,
      })
      .not.toBe(home.headers.get('etag'));
  });

  it('a write inside a transaction empties the pages again when it commits, even those drawn before the commit', async () => {
    const [written, other, bystander] = [
      await newQuestion('Is the breakwater tall enough?'),
      await newQuestion('Who dredges the channel?'),
      await newQuestion('Where do the ferries berth?'),
    ];
    for (const path of [written, other]) await page(path);
    const { db } = server.database;
    await db.transaction().execute(async (trx) => {
      await writingAbout(idOf(written), () =>
        trx.updateTable('question').set({ vote_count: 4 }).where('id', '=', idOf(written)).execute(),
      );
      // another transaction commits meanwhile: what this one wrote is still emptied at its own commit
      if (engine.name !== 'sqlite')
        await writingAbout(idOf(bystander), () =>
          db
            .transaction()
            .execute((another) =>
              another.updateTable('question').set({ vote_count: 1 }).where('id', '=', idOf(bystander)).execute(),
            ),
        );
      // another visitor draws the page before the commit (on SQLite the one connection makes it wait for it)
      const before = page(written);
      if (engine.name !== 'sqlite') expect(questionOf((await before).html).vote_count).toBe(0);
    });
    const after = await page(written);
    expect(questionOf(after.html).vote_count).toBe(4);
    expect((await page(other)).headers.get(KEPT)).toBe('hit');
  });

  it('a raw SQL write, whose question cannot be read, empties every kept page', async () => {
    const [written, other] = [
      await newQuestion('Are the moorings checked?'),
      await newQuestion('When does the lock open?'),
    ];
    for (const path of [written, other]) await page(path);
    await sql`update question set vote_count = 3 where id = ${idOf(written)}`.execute(server.database.db);
    const after = await page(written);
    expect([after.headers.get(KEPT), questionOf(after.html).vote_count]).toEqual(['miss', 3]);
    expect((await page(other)).headers.get(KEPT)).toBe('miss');
  });

  it('a revalidation with the ETag gets a 304 and no body; a shared cache may keep the page but must ask', async () => {
    const path = await newQuestion('Who keeps the harbour lights?');
    const first = await page(path);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const again = await page(path, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.html).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('vary')).toBe('accept-encoding');
    // the browser keeps showing the page it has, whose scripts carry that answer's nonce: a new policy
    // on the 304 would replace the kept one and block them
    expect(again.headers.get('content-security-policy')).toBeNull();
    expect(first.headers.get('content-security-policy')).toContain("'nonce-");
    // once the page changes, the old tag names it no longer
    await answerQuestion(server, answerer, idOf(path), 'The harbour master, with the port authority.');
    const changed = await page(path, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it("a signed-in reader's page is drawn for them, never kept, and their name never reaches a visitor", async () => {
    const path = await newQuestion('Can a harbour freeze over?');
    const theirs = await page(path, signedIn(reader));
    expect(theirs.headers.get(KEPT)).toBeNull();
    expect(islandOf(theirs.html).viewer).toMatchObject({ username: reader.username });
    expect(theirs.headers.get('cache-control')).toBe('private, no-cache');

    const visitor = await page(path);
    expect(visitor.headers.get(KEPT)).toBe('miss');
    expect(islandOf(visitor.html).viewer).toBeNull();
    expect(visitor.html).not.toContain(reader.username);

    // with the visitor's page kept, the reader still gets their own
    const again = await page(path, signedIn(reader));
    expect(again.headers.get(KEPT)).toBeNull();
    expect(islandOf(again.html).viewer).toMatchObject({ username: reader.username });
    expect((await page(path)).html).not.toContain(reader.username);
  });

  it('each language and colour scheme a visitor chose has its own kept page', async () => {
    const path = '/tags?page=1';
    const zh = { cookie: `${constants.languages.choice_cookie}=zh_CN` };
    const dark = { cookie: `${constants.color_scheme.choice_cookie}=dark` };
    const site = await page(path);
    expect(site.headers.get(KEPT)).toBe('miss');
    const chosen = await page(path, zh);
    expect(chosen.headers.get(KEPT)).toBe('miss');
    expect(islandOf(chosen.html).language).toBe('zh_CN');
    expect(chosen.headers.get('cache-control')).toBe('private, no-cache');
    const darkPage = await page(path, dark);
    expect(darkPage.headers.get(KEPT)).toBe('miss');
    expect(darkPage.html).toContain('"dark")</script>');

    const [siteAgain, chosenAgain, darkAgain] = [await page(path), await page(path, zh), await page(path, dark)];
    expect([siteAgain, chosenAgain, darkAgain].map((kept) => kept.headers.get(KEPT))).toEqual(['hit', 'hit', 'hit']);
    expect(islandOf(siteAgain.html).language).toBe('en_US');
    expect(siteAgain.html).not.toContain('"dark")</script>');
    expect(islandOf(chosenAgain.html).language).toBe('zh_CN');
    expect(darkAgain.html).toContain('"dark")</script>');
  });
});
