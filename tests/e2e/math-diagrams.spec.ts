import { expect, type Page } from '@playwright/test';
import { constants } from '../../generated/constants.ts';
import messages from '../../generated/messages/en_US.ts';
import { installSite, signInByApi } from './support/installed-site.ts';
import type { PrivateServer } from './support/private-server.ts';
import { useSessionToken } from './support/session-cookie.ts';
import { appPath } from './support/urls.ts';
import { gotoHydrated } from './support/hydration.ts';
import { test } from './support/test.ts';

// The math and diagram plugins in Chromium: a question with a formula and a mermaid diagram looks the same
// in the editor's preview and on its page; with the plugins off the page shows the source as code; the
// drawing code is fetched only by pages that need it. On a site of its own (it installs one).
let server: PrivateServer;
let token: string;
const admin = { name: 'Mia Math', email: 'mia@example.org', password: 'correct horse battery' };
const { math_slug: MATH, diagram_slug: DIAGRAM } = constants.editor_plugins;
const BODY = [
  'The area of a circle is $A = \\pi r^2$, and its sum:',
  '',
  '$$',
  '\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}',
  '$$',
  '',
  '```mermaid',
  'graph TD',
  '  Ask[Ask a question] --> Answer[Get an answer]',
  '```',
].join('\n');

async function call(path: string, method: string, body?: unknown) {
  const response = await fetch(`${server.origin}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: token },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; data: { id: string; url_title: string } };
  expect(envelope.code, JSON.stringify(envelope)).toBe(200);
  return envelope.data;
}

const switchPlugin = (slug: string, enabled: boolean) =>
  call(`${constants.admin_api_prefix}/plugin/status`, 'PUT', { plugin_slug_name: slug, enabled });
const at = (path: string) => `${server.origin}${appPath(path)}`;
let questionPath: string;
let plainPath: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ siteServers }) => {
  server = await siteServers.start();
  await installSite(server.origin, admin, 'Math Test');
  token = await signInByApi(server.origin, admin);
  await switchPlugin(constants.captcha.plugin_slug, false);
  const tags = [{ slug_name: 'geometry', display_name: 'geometry' }];
  const asked = await call(`${constants.api_prefix}/question`, 'POST', {
    title: 'How do I write the area of a circle?',
    content: BODY,
    tags,
  });
  questionPath = `/questions/${asked.id}/${asked.url_title}`;
  const plain = await call(`${constants.api_prefix}/question`, 'POST', {
    title: 'A question with no formula in it at all',
    content: 'Only words here, and a price of $5 and $6.',
    tags,
  });
  plainPath = `/questions/${plain.id}/${plain.url_title}`;
});

/** What the drawn parts of a post body look like: each formula's MathML, each diagram's alternative text and size. */
async function drawnParts(page: Page, body: string) {
  const post = page.locator(body).first();
  await expect(post.locator('math')).toHaveCount(2);
  await expect(post.locator('figure.diagram img')).toHaveCount(1);
  const image = post.locator('figure.diagram img');
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  return {
    formulas: await post
      .locator('.math-inline, .math-block')
      .evaluateAll((spans) => spans.map((span) => span.outerHTML)),
    diagram: await image.evaluate((img: HTMLImageElement) => ({ alt: img.alt, width: img.width, src: img.src })),
  };
}

/** Script files the page fetched, by name. */
function scriptsOf(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') names.push(new URL(request.url()).pathname);
  });
  return names;
}

test('a formula and a diagram look the same in the preview and on the page', async ({ page }) => {
  await useSessionToken(page, server.origin, token);
  await gotoHydrated(page, at('/questions/ask'));
  const editor = page.locator('#question_ask_content');
  await editor.fill('');
  await page.getByRole('button', { name: messages['editor_plugins.math.inline'] }).click();
  await expect(editor).toHaveValue(`$${messages['editor_plugins.math.placeholder']}$`);
  await editor.fill(BODY);
  const preview = await drawnParts(page, '.editor-preview .post-body');

  await gotoHydrated(page, at(questionPath));
  const onPage = await drawnParts(page, 'article .post-body, .post-body');
  expect(onPage).toEqual(preview);
  expect(onPage.diagram.alt).toContain('Ask[Ask a question] --> Answer[Get an answer]');
  // the TeX stays with the formula for screen readers, and nothing of the picture runs in the page
  expect(onPage.formulas.join('')).toContain('\\pi r^2');
  expect(onPage.diagram.src).toMatch(/^data:image\/svg\+xml/);
});

test('a comment and the review queue draw formulas and diagrams as the page does, and sanitized', async ({ page }) => {
  const questionId = questionPath.split('/')[2]!;
  await call(`${constants.api_prefix}/comment`, 'POST', {
    object_id: questionId,
    original_text: [
      'Same as $A = \\pi r^2$ above <img src=x onerror="window.hacked=1">',
      '',
      '```mermaid',
      'graph TD',
      '  Ask[Ask a question] --> Answer[Get an answer]',
      '```',
    ].join('\n'),
  });
  await call(`${constants.api_prefix}/report`, 'POST', { object_id: questionId, report_type: 57 });
  await useSessionToken(page, server.origin, token);

  await gotoHydrated(page, at(questionPath));
  const onPage = await drawnParts(page, 'article .post-body, .post-body');
  const comment = page.locator('.comment-body').first();
  await expect(comment.locator('math')).toHaveCount(1);
  await expect(comment.locator('figure.diagram img')).toHaveCount(1);
  expect(await comment.locator('.math-inline').evaluate((span) => span.outerHTML)).toBe(onPage.formulas[0]);
  expect(await comment.locator('figure.diagram img').getAttribute('alt')).toBe(onPage.diagram.alt);
  expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();

  await gotoHydrated(page, at('/review'));
  expect(await drawnParts(page, '.review-post')).toEqual(onPage);
});

test('a page without formulas or diagrams fetches neither KaTeX nor mermaid', async ({ page }) => {
  const scripts = scriptsOf(page);
  await gotoHydrated(page, at(plainPath));
  await expect(page.getByText('a price of $5 and $6')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((name) => /katex|mermaid|draw-math|draw-diagram/i.test(name))).toEqual([]);
});

test('with both plugins off the page shows the source as code, and the editor loses their buttons', async ({
  page,
}) => {
  await switchPlugin(MATH, false);
  await switchPlugin(DIAGRAM, false);
  try {
    const scripts = scriptsOf(page);
    await gotoHydrated(page, at(questionPath));
    const post = page.locator('.post-body').first();
    await expect(post.locator('code.language-math').first()).toHaveText('A = \\pi r^2');
    await expect(post.locator('pre code.language-mermaid')).toContainText('graph TD');
    await page.waitForLoadState('networkidle');
    await expect(post.locator('math, figure.diagram')).toHaveCount(0);
    expect(scripts.filter((name) => /mermaid|draw-diagram/i.test(name))).toEqual([]);

    await useSessionToken(page, server.origin, token);
    await gotoHydrated(page, at('/questions/ask'));
    await expect(page.getByRole('button', { name: messages['editor.bold'] })).toBeVisible();
    await expect(page.getByRole('button', { name: messages['editor_plugins.math.inline'] })).toHaveCount(0);
    await expect(page.getByRole('button', { name: messages['editor_plugins.diagram.insert'] })).toHaveCount(0);
  } finally {
    await switchPlugin(MATH, true);
    await switchPlugin(DIAGRAM, true);
  }
});
