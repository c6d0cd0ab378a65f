// The server's answer for each public page before the web app runs (issue 13 item 3): the real status,
// the canonical link of the permalink setting (301 otherwise), and a head crawlers and link previews read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import { toShortId } from '../../src/shared/permalink/short-id.ts';
import { savePageSettings } from './support/admin-settings.ts';
import { seedCommunity, type Member } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import type { JsonBody } from '../support/json-body.ts';
import { seedAnswer, seedQuestion } from './support/lifecycle-posts.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { fakeWebRoot } from './support/web-root.ts';

const BASE = constants.base_path;

/** The JSON-LD objects of a page. */
function structuredData(html: string): JsonBody[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) =>
    JSON.parse(match[1]!),
  );
}

function metaContent(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  return new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(html)?.[1];
}

describe.each(testEngines())('public pages: status and head on $name', (engine) => {
  let server: TestServer;
  let web: ReturnType<typeof fakeWebRoot>;
  let admin: Member;
  let asker: Member;
  let answerer: Member;
  let questionId: string;
  let acceptedId: string;

  const get = (path: string, init: RequestInit = {}) => server.fetch(`${BASE}${path}`, { redirect: 'manual', ...init });
  const page = async (path: string, init: RequestInit = {}) => {
    const response = await get(path, init);
    return { status: response.status, html: await response.text(), location: response.headers.get('location') };
  };

  beforeAll(async () => {
    web = fakeWebRoot();
    server = await startTestServer(engine, { dataDir: web.dataDir, webRoot: web.webRoot });
    ({ admin, asker, answerer } = await seedCommunity(server));
    await savePageSettings(server, admin, 'general', {
      name: 'Rust & Friends',
      site_url: 'https://qa.example.org',
      contact_email: 'admin@qa.example.org',
    });
    await savePageSettings(server, admin, 'seo', { permalink: 1 });
    questionId = await seedQuestion(server, asker, ['borrowing']);
    await server.database.db
      .updateTable('question')
      .set({
        title: 'Why does <b>the borrow</b> checker complain?',
        parsed_text: '<p>My code &amp; its error.</p>',
        vote_count: 4,
      })
      .where('id', '=', questionId)
      .execute();
    acceptedId = await seedAnswer(server, questionId, answerer, { votes: 3, accepted: true });
    await seedAnswer(server, questionId, asker, { votes: 1 });
  });
  afterAll(async () => {
    await server?.close();
    web?.remove();
  });

  const canonical = () => `/questions/${questionId}/why-does-b-the-borrow-b-checker-complain`;

  it('a question page carries its title, description, canonical link, cards and QAPage data', async () => {
    const { status, html } = await page(canonical());
    expect(status).toBe(200);
    expect(html).toContain(
      '<title>Why does &#60;b&#62;the borrow&#60;/b&#62; checker complain? - Rust &#38; Friends</title>',
    );
    expect(html).not.toContain('<b>the borrow</b>');
    expect(metaContent(html, 'name', 'description')).toBe('My code &#38; its error.');
    expect(html).toContain(`<link rel="canonical" href="https://qa.example.org${BASE}${canonical()}">`);
    expect(metaContent(html, 'property', 'og:type')).toBe('article');
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary');
    expect(html).not.toContain('name="robots"');
    const [qa, crumbs] = structuredData(html);
    expect(qa).toMatchObject({
      '@type': 'QAPage',
      mainEntity: {
        '@type': 'Question',
        name: 'Why does <b>the borrow</b> checker complain?',
        text: 'My code & its error.',
        answerCount: 2,
        upvoteCount: 4,
        author: { '@type': 'Person', name: 'asker-amy', url: `https://qa.example.org${BASE}/users/asker-amy` },
        acceptedAnswer: { '@type': 'Answer', text: 'This.', upvoteCount: 3 },
        suggestedAnswer: [{ '@type': 'Answer', upvoteCount: 1 }],
      },
    });
    expect(qa!.mainEntity.acceptedAnswer.url).toBe(`https://qa.example.org${BASE}${canonical()}/${acceptedId}`);
    expect(new Date(qa!.mainEntity.dateCreated).getTime()).toBeGreaterThan(0);
    expect(crumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Questions' },
        { position: 2, name: 'borrowing', item: `https://qa.example.org${BASE}/tags/borrowing` },
        { position: 3, name: 'Why does <b>the borrow</b> checker complain?' },
      ],
    });
  });

  it('other forms of a question link move for good to the permalink mode, query kept', async () => {
    for (const path of [
      `/questions/${questionId}`,
      `/questions/${questionId}/old-title`,
      `/questions/${toShortId(questionId)}`,
    ]) {
      const { status, location } = await page(`${path}?sort=votes`);
      expect(status, path).toBe(301);
      expect(location).toBe(`https://qa.example.org${BASE}${canonical()}?sort=votes`);
    }
    const answerLink = await page(`/questions/${toShortId(questionId)}/x/${toShortId(acceptedId)}`);
    expect(answerLink.location).toBe(`https://qa.example.org${BASE}${canonical()}/${acceptedId}`);
    expect((await page(`${canonical()}/${acceptedId}`)).status).toBe(200);

    await savePageSettings(server, admin, 'seo', { permalink: 4 });
    const short = await page(canonical());
    expect(short.location).toBe(`https://qa.example.org${BASE}/questions/${toShortId(questionId)}`);
    expect((await page(`/questions/${toShortId(questionId)}`)).status).toBe(200);
    await savePageSettings(server, admin, 'seo', { permalink: 1 });
  });

  it('unknown questions, tags, people and paths answer 404; deleted ones 410; both noindex', async () => {
    for (const path of [
      '/questions/10010000009999999',
      '/questions/not-an-id',
      '/tags/no-such-tag',
      '/users/nobody-here',
      '/no/such/page',
      '/assets/missing.js',
    ]) {
      const { status, html } = await page(path);
      expect(status, path).toBe(404);
      expect(metaContent(html, 'name', 'robots'), path).toBe('noindex');
    }
    const gone = await seedQuestion(server, asker);
    await server.database.db
      .updateTable('question')
      .set({ status: constants.post_status.deleted })
      .where('id', '=', gone)
      .execute();
    expect((await page(`/questions/${gone}`)).status).toBe(410);
    // staff still open it, marked for no index
    const staffView = await page(`/questions/${gone}/question-${gone}`, {
      headers: { cookie: `${constants.session.cookie.name}=${admin.as.headers.Authorization}` },
    });
    expect(staffView.status).toBe(200);
    expect(metaContent(staffView.html, 'name', 'robots')).toBe('noindex');
  });

  it('unlisted and pending questions are 404 to others and noindex to their author', async () => {
    const unlisted = await seedQuestion(server, asker);
    await server.database.db
      .updateTable('question')
      .set({ show: constants.post_show.unlisted })
      .where('id', '=', unlisted)
      .execute();
    expect((await page(`/questions/${unlisted}/question-${unlisted}`)).status).toBe(404);
    const own = await page(`/questions/${unlisted}/question-${unlisted}`, {
      headers: { cookie: `${constants.session.cookie.name}=${asker.as.headers.Authorization}` },
    });
    expect(own.status).toBe(200);
    expect(metaContent(own.html, 'name', 'robots')).toBe('noindex');
  });

  it('tags and people have their own head; a synonym moves to its main tag', async () => {
    const tag = await page('/tags/borrowing');
    expect(tag.status).toBe(200);
    expect(tag.html).toContain('<title>borrowing - Rust &#38; Friends</title>');
    expect(metaContent(tag.html, 'name', 'description')).toBe('Questions tagged borrowing on Rust &#38; Friends');
    expect(tag.html).toContain(`href="https://qa.example.org${BASE}${constants.seo.feed_paths.tag}/borrowing"`);

    const { db } = server.database;
    const main = await db
      .selectFrom('tag')
      .select(['id', 'slug_name'])
      .where('slug_name', '=', 'borrowing')
      .executeTakeFirstOrThrow();
    await seedQuestion(server, asker, ['borrow']);
    await db
      .updateTable('tag')
      .set({ main_tag_id: main.id, main_tag_slug_name: 'borrowing' })
      .where('slug_name', '=', 'borrow')
      .execute();
    const synonym = await page('/tags/borrow');
    expect(synonym.status).toBe(301);
    expect(synonym.location).toBe(`https://qa.example.org${BASE}/tags/borrowing`);

    const person = await page('/users/asker-amy');
    expect(person.status).toBe(200);
    expect(metaContent(person.html, 'property', 'og:type')).toBe('profile');
    expect(person.html).toContain(`<link rel="canonical" href="https://qa.example.org${BASE}/users/asker-amy">`);
    await db
      .updateTable('users')
      .set({ status: constants.user_status.deleted })
      .where('username', '=', 'new-nia')
      .execute();
    expect((await page('/users/new-nia')).status).toBe(410);
  });

  it('lists are canonical by page; search and account screens are noindex; the home page is the site name', async () => {
    const home = await page('/');
    expect(home.status).toBe(200);
    expect(home.html).toContain('<title>Rust &#38; Friends</title>');
    expect(home.html).toContain(`href="https://qa.example.org${BASE}${constants.seo.feed_paths.newest}"`);
    const second = await page('/questions?page=2&order=newest');
    expect(second.html).toContain(`<link rel="canonical" href="https://qa.example.org${BASE}/questions?page=2">`);
    for (const path of ['/search?q=borrow', '/users/login']) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      expect(metaContent(html, 'name', 'robots'), path).toBe('noindex');
      expect(html, path).not.toContain('rel="canonical"');
    }
  });

  it('a login-required site tells visitors nothing of its questions', async () => {
    await savePageSettings(server, admin, 'login', { login_required: true });
    try {
      const { status, html } = await page(canonical());
      expect(status).toBe(200);
      expect(html).not.toContain('borrow');
      expect(html).not.toContain('application/ld+json');
      expect(metaContent(html, 'name', 'robots')).toBe('noindex');
    } finally {
      await savePageSettings(server, admin, 'login', { login_required: false });
    }
  });
});
