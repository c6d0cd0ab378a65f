// Public pages drawn on the server with their content (issue 13 item 3): what curl and crawlers read
// before any script runs, drawn by the web app's own components, with the data the browser hydrates from.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import en from '../../generated/messages/en_US.ts';
import { routeTable } from '../../generated/routes.ts';
import { MISSED_CALLS_LOG } from '../../src/server/web/ssr/server-render.ts';
import { PAGE_ISLAND_ID, type PageIsland } from '../../src/shared/ssr/page-island.ts';
import { savePageSettings } from './support/admin-settings.ts';
import { builtWebRoot } from './support/built-web.ts';
import { seedCommunity, type Member } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import { answerQuestion, seedTag } from './support/posts.ts';
import { ask } from './support/questions.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const BASE = constants.base_path;

/** The markup inside #root, as a browser without scripts shows it. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf(`<script type="application/json" id="${PAGE_ISLAND_ID}"`);
  return start >= 0 && end > start ? html.slice(start, end) : '';
}

function islandOf(html: string): PageIsland | null {
  const match = new RegExp(
    `<script type="application/json" id="${PAGE_ISLAND_ID}" nonce="[^"]+">(.*?)</script>`,
    's',
  ).exec(html);
  return match ? (JSON.parse(match[1]!) as PageIsland) : null;
}

/** The data the page's route loader gave, as the island hands it to the browser's router. */
function pageDataOf(island: PageIsland | null): unknown {
  const routes = Object.values(island?.loaderData ?? {}) as { page?: unknown }[];
  return routes.find((data) => data.page !== undefined)?.page;
}

/** What the head's start script asks for once the page is shown: the entry, scripts and fetches ahead. */
function startOf(html: string): { modules: string[]; fetches: string[]; entry: string } {
  const match = /\(document,(\[[^\]]*\]),(\[[^\]]*\]),("[^"]+")\)<\/script>/.exec(
    html.slice(0, html.indexOf('</head>')),
  );
  if (!match) throw new Error('the page has no start script');
  return {
    modules: JSON.parse(match[1]!) as string[],
    fetches: JSON.parse(match[2]!) as string[],
    entry: JSON.parse(match[3]!) as string,
  };
}

describe.each(testEngines())('server-rendered public pages on $name', (engine) => {
  let server: TestServer;
  let web: ReturnType<typeof builtWebRoot>;
  let admin: Member;
  let asker: Member;
  let answerer: Member;
  let question: { id: string; url_title: string };
  let answerId: string;

  const page = async (path: string, init: RequestInit = {}) => {
    const response = await server.fetch(`${BASE}${path}`, { redirect: 'manual', ...init });
    return { status: response.status, html: await response.text(), headers: response.headers };
  };

  beforeAll(async () => {
    web = builtWebRoot();
    server = await startTestServer(engine, { dataDir: web.dataDir, webRoot: web.webRoot });
    ({ admin, asker, answerer } = await seedCommunity(server));
    await savePageSettings(server, admin, 'general', {
      name: 'Harbour Answers',
      site_url: 'https://qa.example.org',
      contact_email: 'admin@qa.example.org',
    });
    for (const slug of ['lighthouses', 'fog-signals']) await seedTag(server, slug);
    question = await ask(server, asker, {
      title: 'How do lighthouses <keep> their lamps turning?',
      content: 'The **clockwork** in old lighthouses & how it was wound.',
      tags: ['lighthouses'],
    });
    answerId = await answerQuestion(
      server,
      answerer,
      question.id,
      'A weight on a chain drives the clockwork; keepers wound it.',
    );
    await ask(server, answerer, { title: 'Which fog signals used compressed air?', tags: ['fog-signals'] });
  }, 240_000);
  afterAll(async () => {
    await server?.close();
    web?.remove();
  });

  const questionPath = () => `/questions/${question.id}/${question.url_title}`;

  it('a question page carries its title, body and answers in the markup, beside its JSON-LD', async () => {
    const { status, html } = await page(questionPath());
    expect(status).toBe(200);
    const root = rootOf(html);
    expect(root).toContain('How do lighthouses &lt;keep&gt; their lamps turning?');
    expect(root).toContain('<strong>clockwork</strong>');
    expect(root).toContain('A weight on a chain drives the clockwork; keepers wound it.');
    // the layout is there too: the site's name in the header, the asker's name by the question
    expect(root).toContain('Harbour Answers');
    expect(root).toContain('asker-amy');
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).toMatch(/<html lang="en-US"/);
    // what the browser hydrates from: the route loader's question and answers, and nothing of the request's session
    const island = islandOf(html);
    expect(island?.viewer).toBeNull();
    expect(pageDataOf(island)).toMatchObject({
      question: { id: question.id, title: 'How do lighthouses <keep> their lamps turning?' },
      answers: { count: 1, list: [{ content: 'A weight on a chain drives the clockwork; keepers wound it.' }] },
    });
  });

  it('the language bundle is not in the page: the page names it by its content hash, for browsers to keep', async () => {
    const { html } = await page(questionPath());
    const island = islandOf(html)!;
    expect(island).not.toHaveProperty('bundle');
    const address = `${constants.api_prefix}/language/config?v=${island.bundleVersion}`;
    expect(startOf(html).fetches).toEqual([address]);
    // the address alone says which bundle: a browser asking in another language gets the page's
    const named = await server.fetch(address, { headers: { 'accept-language': 'zh-CN' } });
    expect(named.headers.get('cache-control')).toBe(constants.immutable_cache_control);
    const plain = await server.fetch(`${constants.api_prefix}/language/config`, {
      headers: { 'accept-language': 'en-US' },
    });
    expect(plain.headers.get('cache-control')).toBeNull();
    const bundleText = JSON.stringify(((await named.json()) as { data: unknown }).data);
    expect(bundleText).toBe(JSON.stringify(((await plain.json()) as { data: unknown }).data));
    // the page weighs less than the bundle it used to carry
    expect(html.length).toBeLessThan(bundleText.length);
    // a hash no bundle has any more (texts changed since the page was drawn) is answered but not kept
    const stale = await server.fetch(`${constants.api_prefix}/language/config?v=${'A'.repeat(16)}`);
    expect(stale.status).toBe(200);
    expect(stale.headers.get('cache-control')).toBeNull();
  });

  it('a signed-in reader gets the same markup, their own state coming after', async () => {
    // each reading counts a view, the one thing that differs between the two
    const withoutViews = (html: string) => rootOf(html).replace(/<strong>\d+<\/strong> <!-- -->views/g, '');
    const visitor = withoutViews((await page(questionPath())).html);
    const member = await page(questionPath(), {
      headers: { cookie: `${constants.session.cookie.name}=${asker.as.headers.Authorization}` },
    });
    expect(withoutViews(member.html)).toBe(visitor);
    // their own user rides beside it, for the page to turn to them at once
    expect(islandOf(member.html)?.viewer).toMatchObject({ username: 'asker-amy' });
    expect(member.headers.get('cache-control')).toBe('private, no-cache');
  });

  it("a page is drawn in the language the visitor chose in the header, or the reader's own; crawlers get the site's", async () => {
    const zhNav = (html: string) => rootOf(html).includes('>标签<');
    const site = await page('/tags');
    expect(islandOf(site.html)!.language).toBe('en_US');
    expect(zhNav(site.html)).toBe(false);
    expect(site.headers.get('cache-control')).toBe('public, no-cache');

    const chosen = await page('/tags', { headers: { cookie: `${constants.languages.choice_cookie}=zh_CN` } });
    expect(chosen.html).toMatch(/<html lang="zh-CN"/);
    expect(islandOf(chosen.html)!.language).toBe('zh_CN');
    expect(zhNav(chosen.html)).toBe(true);
    // drawn for this browser's choice: no shared cache may hand it to others
    expect(chosen.headers.get('cache-control')).toBe('private, no-cache');
    // a value that names no language is the site's
    const unknown = await page('/tags', { headers: { cookie: `${constants.languages.choice_cookie}=xx_XX` } });
    expect(islandOf(unknown.html)!.language).toBe('en_US');

    const readerCookie = `${constants.session.cookie.name}=${answerer.as.headers.Authorization}`;
    const interfaceOf = (language: string) =>
      server.request(`${constants.api_prefix}/user/interface`, {
        method: 'PUT',
        ...answerer.as,
        json: { language, color_scheme: 'default' },
      });
    expect((await interfaceOf('zh_CN')).status).toBe(200);
    try {
      const reader = await page('/tags', { headers: { cookie: readerCookie } });
      expect(islandOf(reader.html)!.language).toBe('zh_CN');
      expect(zhNav(reader.html)).toBe(true);
      // the switcher's choice in this browser comes first, as in the browser
      const both = await page('/tags', {
        headers: { cookie: `${readerCookie}; ${constants.languages.choice_cookie}=en_US` },
      });
      expect(islandOf(both.html)!.language).toBe('en_US');
    } finally {
      await interfaceOf('default');
    }
  });

  it("a drawn page carries its route's stylesheets, so it is styled from the first paint without waiting for them", async () => {
    for (const path of [questionPath(), '/', '/tags/lighthouses', '/search?q=compressed']) {
      const { html } = await page(path);
      const head = html.slice(0, html.indexOf('</head>'));
      const styles = [...head.matchAll(/<style nonce="[^"]+">(.*?)<\/style>/gs)].map((match) => match[1]!).join('\n');
      // the question lists and the question itself show people's pictures (search results show none) and
      // the items' rows
      if (!path.startsWith('/search')) expect(styles, path).toMatch(/\.avatar\{/);
      expect(styles, path).toMatch(path === questionPath() ? /\.post-body/ : /\.question-item\{/);
      // each one's link stays for the app's chunk loader, which would otherwise apply it again after the
      // site's custom CSS; disabled, so the browser neither waits for it nor fetches it
      const links = [...head.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((match) => match[0]);
      expect(links.length, path).toBeGreaterThan(0);
      for (const link of links) expect(link, path).toMatch(/ disabled>$/);
    }
    // the build's manifest they come from stays on the server
    expect((await page('/.vite/manifest.json')).html).not.toContain('src/web/pages');
  });

  it("a drawn page starts its app after the first paint, naming its route's scripts, which come compressed at their best", async () => {
    const { html } = await page(questionPath());
    // nothing in the markup fetches a script before the page is shown
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    const start = startOf(html);
    expect(start.entry).toMatch(/\/assets\/index-[\w-]+\.js$/);
    expect(start.modules.some((href) => /\/Detail-[\w-]+\.js$/.test(href))).toBe(true);
    for (const href of [start.entry, ...start.modules]) {
      const response = await server.fetch(href, { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(response.status, href).toBe(200);
      // written compressed by the build (vite.config.ts), not on each request
      expect(response.headers.get('content-encoding'), href).toBe('br');
      expect(await response.text(), href).toMatch(/\bexport\b|\bimport\b/);
    }
    // a page the server does not draw starts as index.html says
    const drawnByBrowser = await page('/users/login');
    expect(drawnByBrowser.html).toMatch(/<script type="module"[^>]* src="[^"]*\/assets\/index-/);
  });

  it('the question lists, the tag list, a tag, a person and search show their items', async () => {
    for (const path of ['/', '/questions', '/questions?order=newest']) {
      const root = rootOf((await page(path)).html);
      expect(root, path).toContain('How do lighthouses &lt;keep&gt; their lamps turning?');
      expect(root, path).toContain('Which fog signals used compressed air?');
    }
    expect(rootOf((await page('/tags')).html)).toContain('fog-signals');
    const tag = rootOf((await page('/tags/lighthouses')).html);
    expect(tag).toContain('Questions tagged lighthouses');
    expect(tag).toContain('1 question<');
    expect(tag).toContain('How do lighthouses &lt;keep&gt; their lamps turning?');
    const person = rootOf((await page('/users/asker-amy')).html);
    expect(person).toContain('asker-amy');
    const found = rootOf((await page('/search?q=compressed')).html);
    expect(found).toContain('Which fog signals used compressed air?');
    expect(found).not.toContain('lamps turning');
  });

  it('every server-drawn route is drawn in one pass: its page declares each call its widgets make', async () => {
    // a page of each route flagged server_rendered, with what its widgets show (answers, tags, a person)
    const samples: Record<string, string[]> = {
      '/': ['/'],
      '/questions': ['/questions', '/questions?order=newest'],
      '/featured': ['/featured'],
      '/questions/:qid': [`/questions/${question.id}`],
      '/questions/:qid/:slugPermalink': [questionPath()],
      '/questions/:qid/:slugPermalink/:aid': [`${questionPath()}/${answerId}`],
      '/search': ['/search?q=compressed', '/search?q=user:asker-amy'],
      '/tags': ['/tags'],
      '/tags/:tagName': ['/tags/lighthouses'],
      '/tags/:tagName/info': ['/tags/lighthouses/info'],
      '/users': ['/users'],
      '/users/:username': [`/users/${answerer.username}`, '/users/asker-amy'],
      '/users/:username/:tabName': ['answers', 'questions', 'comments', 'reputation'].map(
        (tab) => `/users/${answerer.username}/${tab}`,
      ),
    };
    const drawn = routeTable.filter((route) => route.serverRendered).map((route) => route.path);
    expect(Object.keys(samples).sort()).toEqual([...drawn].sort());
    const logged = server.logs.length;
    for (const path of Object.values(samples).flat()) {
      // a question's short link answers with its permalink (on the site's URL), which is drawn
      const first = await page(path);
      const location = first.headers.get('location');
      const { status, html } = location ? await page(new URL(location).pathname.slice(BASE.length)) : first;
      expect(status, path).toBe(200);
      expect(islandOf(html), path).not.toBeNull();
    }
    const missed = server.logs.slice(logged).filter((entry) => entry.msg === MISSED_CALLS_LOG);
    expect(missed.map(({ path, missing }) => ({ path, missing }))).toEqual([]);
  });

  it('a search longer than the bound is drawn cut at a word boundary, saying so', async () => {
    const hash = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
    const { status, html } = await page(`/search?q=${encodeURIComponent(`compressed ${hash}`)}`);
    expect(status).toBe(200);
    const root = rootOf(html);
    expect(root).toContain('Which fog signals used compressed air?');
    const notice = en['search_ui.shortened']
      .replace('{max}', String(constants.search.query_max))
      .replace('{query}', 'compressed');
    expect(root).toContain(notice);
    // the page asks for the query as it cut it, so the browser hydrates from the same answer
    expect(pageDataOf(islandOf(html))).toMatchObject({ count: 1, query: 'compressed' });
  });

  it("each page's data is its route loader's, read from the address, and the browser hydrates from the same", async () => {
    const titles = (data: unknown) => (data as { list: { title: string }[] }).list.map((item) => item.title);
    const oldest = islandOf((await page('/questions?order=newest&page=2')).html);
    expect(pageDataOf(oldest)).toMatchObject({ count: 2, list: [] });
    const newest = islandOf((await page('/questions?order=newest')).html);
    expect(titles(pageDataOf(newest))).toEqual([
      'Which fog signals used compressed air?',
      'How do lighthouses <keep> their lamps turning?',
    ]);
    const tag = pageDataOf(islandOf((await page('/tags/fog-signals')).html)) as { tag: unknown; questions: unknown };
    expect(tag.tag).toMatchObject({ slug_name: 'fog-signals' });
    expect(titles(tag.questions)).toEqual(['Which fog signals used compressed air?']);
    expect(pageDataOf(islandOf((await page('/tags')).html))).toMatchObject({
      list: expect.arrayContaining([expect.objectContaining({ slug_name: 'lighthouses' })]),
    });
    expect(pageDataOf(islandOf((await page('/users/asker-amy')).html))).toMatchObject({ username: 'asker-amy' });
    const found = pageDataOf(islandOf((await page('/search?q=compressed')).html)) as { count: number };
    expect(found.count).toBe(1);
  });

  it('the home page, the tag list and search describe themselves to crawlers', async () => {
    const description = async (path: string) =>
      /<meta name="description" content="([^"]*)">/.exec((await page(path)).html)?.[1];
    expect(await description('/')).toBe('Questions and answers from the Harbour Answers community');
    expect(await description('/tags')).toBe('Every tag on Harbour Answers, with how many questions each has');
    expect(await description('/search?q=fog')).toBe('Search results for “fog” on Harbour Answers');
  });

  it('pages that are not public content stay for the browser to draw', async () => {
    for (const path of ['/users/login', '/questions/ask', '/no/such/page']) {
      const { html } = await page(path);
      expect(html, path).toContain('<div id="root"></div>');
      expect(islandOf(html), path).toBeNull();
    }
  });

  it('a settings change by the admin shows on the very next drawn page', async () => {
    const before = islandOf((await page('/tags')).html)!;
    await savePageSettings(server, admin, 'general', { name: 'Lamp Room' });
    await savePageSettings(server, admin, 'interface', { language: 'zh_CN' });
    try {
      const { html } = await page('/tags');
      expect(rootOf(html)).toContain('Lamp Room');
      const after = islandOf(html)!;
      expect(after.language).toBe('zh_CN');
      // another bundle, so another address for browsers to fetch
      expect(after.bundleVersion).not.toBe(before.bundleVersion);
      expect(html).toContain(`language/config?v=${after.bundleVersion}"`);
    } finally {
      await savePageSettings(server, admin, 'interface', { language: before.language });
      await savePageSettings(server, admin, 'general', { name: 'Harbour Answers' });
    }
    const { html } = await page('/tags');
    expect(rootOf(html)).toContain('Harbour Answers');
    expect(islandOf(html)!.bundleVersion).toBe(before.bundleVersion);
  });

  it("an admin's custom head holding a title, an end of head and an empty root leaves the page whole", async () => {
    const customHead = '<title>Not the page</title><!-- </head> --><template><div id="root"></div></template>';
    await savePageSettings(server, admin, 'custom-css-html', { custom_head: customHead });
    try {
      const { html } = await page(questionPath());
      const head = html.slice(0, html.indexOf('<body'));
      // the custom head stays as written (its empty root stays empty), the drawn question is in the body's
      expect(head).toContain(customHead);
      expect(rootOf(html.slice(html.indexOf('<body')))).toContain('A weight on a chain');
      // the page's own title is the question's; the custom one follows it, as written
      expect(head.match(/<title>[^<]*<\/title>/g)).toEqual([
        '<title>How do lighthouses &#60;keep&#62; their lamps turning? - Harbour Answers</title>',
        '<title>Not the page</title>',
      ]);
    } finally {
      await savePageSettings(server, admin, 'custom-css-html', { custom_head: '' });
    }
  });

  it('a login-required site draws nothing for visitors', async () => {
    await savePageSettings(server, admin, 'login', { login_required: true });
    try {
      for (const path of [questionPath(), '/', '/tags', '/users/asker-amy', '/search?q=compressed']) {
        const { html } = await page(path);
        expect(html, path).toContain('<div id="root"></div>');
        expect(html, path).not.toContain('lighthouses');
        expect(islandOf(html), path).toBeNull();
      }
    } finally {
      await savePageSettings(server, admin, 'login', { login_required: false });
    }
  });
});
