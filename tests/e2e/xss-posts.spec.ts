import { expect } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { constants } from '../../generated/constants.ts';
import { loadXssPayloads, type XssPayload } from '../fixtures/xss/load.ts';
import { unsafeConstructs } from '../support/unsafe-constructs.ts';
import { startQaSite, type QaSite } from './support/qa-site.ts';
import { countDialogs, probeForScript } from './support/xss-probe.ts';
import { gotoHydrated } from './support/hydration.ts';
import { test } from './support/test.ts';

// The XSS corpus as people would post it: a third as question bodies, a third as answers, a third as
// comments (on answers, three each, the ones a question page shows at once), then every question page
// opened in Chromium. The test fails on any dialog, on the window.__xss marker the payloads set, and on
// any javascript:/data:/vbscript: link or image (support/xss-probe.ts); the stored HTML is also checked
// against the allowlist as a browser parses it (tests/support/unsafe-constructs.ts).

const payloads = loadXssPayloads();
const { answers_page_size: answersPerPage, comments_first: commentsShown } = constants.question_pages;
const commentMax = constants.limits.comment.content_max;
let site: QaSite;
/** each question page to open, with the payloads it shows */
const pages: Array<{ path: string; payloads: XssPayload[] }> = [];

test.describe.configure({ mode: 'serial' });
// The sanitizer is judged on its own: the pages' Content-Security-Policy would stop what slips through it
// (content-security-policy.spec.ts tests that) and so hide it here.
test.use({ bypassCSP: true });

/** A body long enough for every post rule, the payload starting a block of its own. */
const body = (payload: XssPayload) => `Payload ${payload.where} follows.\n\n${payload.source}`;

test.beforeAll(async ({ siteServers }) => {
  test.setTimeout(300_000);
  site = await startQaSite(siteServers);
  // One admin writes every answer, so the site lets a person answer a question more than once
  // (the write setting restrict_answer, which has no admin page yet).
  site.server
    .database()
    .prepare(
      "insert into site_setting (type, content, updated_at) values ('write', ?, 0) on conflict(type) do update set content = excluded.content",
    )
    .run(JSON.stringify({ restrict_answer: false }));
  const ask = (title: string, content: string) =>
    site.api<{ id: string; url_title: string }>(site.admin, 'POST', '/question', {
      title,
      content,
      tags: [{ slug_name: 'xss', display_name: 'xss' }],
    });
  const third = Math.ceil(payloads.length / 3);
  const asQuestions = payloads.slice(0, third);
  const rest = payloads.slice(third);
  // Comments hold at most commentMax characters; longer payloads go into answers instead.
  const asComments = rest.filter((payload) => payload.source.length <= commentMax).slice(0, third);
  const asAnswers = rest.filter((payload) => !asComments.includes(payload));

  for (const payload of asQuestions) {
    const question = await ask(`Question payload ${payload.where}`, body(payload));
    pages.push({ path: `/questions/${question.id}`, payloads: [payload] });
  }
  const commentQueue = [...asComments];
  for (let start = 0; start < asAnswers.length; start += answersPerPage) {
    const group = asAnswers.slice(start, start + answersPerPage);
    const question = await ask(`Answer payloads from ${group[0]!.where}`, 'A question whose answers are payloads.');
    const shown: XssPayload[] = [];
    for (const payload of group) {
      const answer = await site.api<{ info: { id: string } }>(site.admin, 'POST', '/answer', {
        question_id: question.id,
        content: body(payload),
      });
      shown.push(payload);
      for (const comment of commentQueue.splice(0, commentsShown)) {
        await site.api(site.admin, 'POST', '/comment', { object_id: answer.info.id, original_text: comment.source });
        shown.push(comment);
      }
    }
    pages.push({ path: `/questions/${question.id}`, payloads: shown });
  }
  expect(commentQueue, 'every comment payload found an answer to sit under').toEqual([]);
});

test(`the stored HTML of ${payloads.length} payloads posted as questions, answers and comments holds nothing executable`, async () => {
  const stored = site.server
    .database()
    .prepare(
      "select parsed_text from question where title like '%payload%' union all select parsed_text from answer union all select parsed_text from comment",
    )
    .all() as Array<{ parsed_text: string }>;
  expect(stored.length).toBeGreaterThanOrEqual(payloads.length);
  const { document } = new JSDOM('').window;
  const problems = stored.flatMap(({ parsed_text: html }) =>
    unsafeConstructs(html, document).map((problem) => `${problem} in ${html.slice(0, 80)}`),
  );
  expect(problems).toEqual([]);
});

test(`the question pages of ${payloads.length} payloads run nothing in Chromium`, async ({ page }) => {
  test.setTimeout(600_000);
  const dialogs = countDialogs(page);
  for (const { path, payloads: shown } of pages) {
    await gotoHydrated(page, site.at(path));
    await expect(page.locator('#question-title')).toBeVisible();
    // the page is complete once its answers are there (questions of answer payloads) or its body is
    if (shown.length > 1) await expect(page.locator('.answer-post').first()).toBeVisible();
    const where = shown.map((payload) => payload.where).join(', ');
    expect(await probeForScript(page, 'main'), `payloads ${where}`).toEqual([]);
    expect(dialogs.count, `a dialog opened for one of ${where}`).toBe(0);
  }
});
