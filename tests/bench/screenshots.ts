// Screenshots of every page type at a phone and a laptop width, in light and dark, for looking at
// beside other Q&A sites (not a test: it asserts nothing). Content strains the layout (long words,
// wide code and tables, from page-types.ts) and a second question has short code and several answers.
//
//   npx tsx tests/bench/screenshots.ts [output folder, default /work/shots] [page name | public]
//
// Needs the built web app (npm run build). Files are named <page>-<width>-<scheme>.png; each line printed
// gives the document's scroll width beside the viewport's, so a page wider than the screen stands out.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { openPage, seedPageTypes } from '../e2e/support/page-types.ts';
import { startQaSite, type Member, type QaSite } from '../e2e/support/qa-site.ts';
import { SiteServers } from '../e2e/support/site-servers.ts';

const outDir = process.argv[2] ?? '/work/shots';
const widths = [390, 1280];
const schemes = ['light', 'dark'] as const;

const codeQuestion = {
  title: 'Why does my Python loop print only the first two numbers?',
  content:
    'I expected this to print 0, 1 and 2, but it stops early:\n\n```python\nfor x in range(3):\n    if x < 2:\n        print(x)\n```\n\nWhat does `range(3)` give, and where is my mistake?',
};
const answers = [
  'The `if x < 2` guard skips the last value. Drop it:\n\n```python\nfor x in range(3):\n    print(x)\n```',
  '`range(3)` yields 0, 1 and 2; your condition is what filters 2 out. See the [docs](https://docs.python.org/3/library/stdtypes.html#range).',
];

interface Shot {
  name: string;
  path: string;
  who?: Member;
}

async function seedShots(site: QaSite): Promise<Shot[]> {
  const seeded = await seedPageTypes(site);
  const helper = await site.member('Grace Helper');
  const question = await site.api<{ id: string; url_title: string }>(site.admin, 'POST', '/question', {
    ...codeQuestion,
    tags: [{ slug_name: 'python', display_name: 'python' }],
  });
  for (const [index, content] of answers.entries())
    await site.api(index ? seeded.member : helper, 'POST', '/answer', { question_id: question.id, content });
  await site.api(seeded.member, 'POST', '/comment', {
    object_id: question.id,
    original_text: 'Could you show what it prints now?',
  });
  await site.api(helper, 'PUT', '/user/info', {
    display_name: 'Grace Helper',
    username: helper.username,
    bio: 'I answer **Python** questions. Find me at [example.org](https://example.org).',
    website: '',
    location: 'Lisbon',
  });
  const byName = new Map(seeded.pages.map((type) => [type.name, type.path]));
  const at = (name: string) => byName.get(name) ?? '/';
  return [
    { name: 'home', path: '/' },
    { name: 'question', path: `/questions/${question.id}/${question.url_title}` },
    { name: 'question-wide', path: at('question') },
    { name: 'ask', path: '/questions/ask', who: seeded.member },
    { name: 'tags', path: '/tags' },
    { name: 'tag', path: '/tags/python' },
    { name: 'users', path: '/users' },
    { name: 'user', path: `/users/${helper.username}` },
    { name: 'search', path: '/search?q=python' },
    { name: 'search-empty', path: '/search?q=zebra' },
    { name: 'login', path: '/users/login' },
    { name: 'register', path: '/users/register' },
    { name: 'settings', path: '/users/settings/profile', who: helper },
    { name: 'notifications', path: '/users/notifications/inbox', who: helper },
    { name: 'review', path: '/review', who: site.admin },
    { name: 'admin', path: '/admin', who: site.admin },
  ];
}

async function shoot(page: Page, site: QaSite, shot: Shot): Promise<void> {
  await page.context().clearCookies();
  if (shot.who) await site.signIn(page, shot.who);
  for (const scheme of schemes) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of widths) {
      await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
      await openPage(page, site.at(shot.path));
      const file = join(outDir, `${shot.name}-${width}-${scheme}.png`);
      await page.screenshot({ path: file, fullPage: true });
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      console.log(`${file}\tscroll ${scrollWidth} / viewport ${width}${scrollWidth > width ? '\tOVERFLOW' : ''}`);
    }
  }
}

mkdirSync(outDir, { recursive: true });
const servers = new SiteServers();
const site = await startQaSite(servers);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const shots = await seedShots(site);
  const page = await browser.newPage();
  const only = process.argv[3];
  const wanted = (shot: Shot) => !only || shot.name === only || (only === 'public' && !shot.who);
  for (const shot of shots.filter(wanted)) await shoot(page, site, shot);
} finally {
  await browser.close();
  await servers.stopAll();
}
