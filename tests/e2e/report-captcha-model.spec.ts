// The report-and-captcha machine's shortest paths, walked in Chromium through the flag dialog against a
// real server.
//
// tests/model/report-captcha.model.test.ts walks every path with effects the test settles. Here each event
// is brought about as a person and the world would: SUBMIT is choosing a reason in the flag picker (the
// reason is required, the "something else" reason asks for words) and pressing Report; the server's
// answers are arranged just before the step that asks for them, from the next event of the path: the
// captcha plugin switched on (this member has flagged before, and one flag a day is allowed without a
// captcha) or off, the network cut for `user/action/record`, the post already flagged by this member.
// The right captcha code cannot be read off the picture here, so VERIFY always types a wrong one.
import { expect, type Page } from '@playwright/test';
import { TestModel, type TestPath } from '@xstate/graph';
import type { ActorLogic, DoneActorEvent, ErrorActorEvent, SnapshotFrom } from 'xstate';
import { constants } from '../../generated/constants.ts';
import en from '../../generated/messages/en_US.ts';
import {
  reportCaptchaMachine,
  type CaptchaCheck,
  type ReportCaptchaEvent,
  type ReportCaptchaInput,
} from '../../machines/report-captcha.machine.ts';
import { ApiError } from '../../src/shared/api/api-error.ts';
import { actorDone, actorFailure } from '../support/actor-events.ts';
import { reopenElapsed, type ActorId, type CheckActorId, type ModelEvent } from '../model/report-captcha-events.ts';
import { startQaSite, type Member, type QaSite } from './support/qa-site.ts';
import { gotoHydrated } from './support/hydration.ts';
import { test } from './support/test.ts';

type Snapshot = SnapshotFrom<typeof reportCaptchaMachine>;

const input: ReportCaptchaInput = { action: 'report' };
const needed: CaptchaCheck = { verify: true, captcha_id: 'shown', captcha_img: 'picture' };
const notNeeded: CaptchaCheck = { verify: false, captcha_id: '', captcha_img: '' };
const refused = new ApiError('field_errors', 400, 'error.object.captcha_verification_failed', '', [
  { error_field: 'captcha_code', error_msg: '' },
]);
const alreadyFlagged = new ApiError('toast', 400, 'error.report.already_flagged', '');
const offline = new ApiError('network', 0, 'network', 'offline');
const checks: CheckActorId[] = ['checkAction', 'reloadCaptcha', 'reloadAfterRefusal'];

const done = actorDone<ActorId>;
const failure = actorFailure<ActorId>;

/**
 * What the page and the server can bring about: a write that carried a captcha answer can only be refused
 * (the code typed is wrong), one without an answer written or refused as a second flag; after a refused
 * code the captcha is still on, so the reload after it cannot find it unneeded.
 */
function realizable(snapshot: Snapshot, event: ModelEvent): boolean {
  // a lost connection leaves the page on the client's network-error notice: flagging again is another visit
  if (event.type === 'SUBMIT') return snapshot.context.error !== offline;
  if (!('actorId' in event)) return true;
  if (event.actorId === 'submit') {
    const answered = snapshot.context.answer !== null;
    return 'output' in event ? !answered : answered === (event.error === refused);
  }
  return !(event.actorId === 'reloadAfterRefusal' && 'output' in event && event.output === notNeeded);
}

function candidateEvents(): ModelEvent[] {
  return [
    { type: 'SUBMIT' },
    { type: 'VERIFY', captcha_code: 'wrong' },
    { type: 'RELOAD' },
    { type: 'CANCEL' },
    ...checks.flatMap((id) => [done(id, needed), done(id, notNeeded), failure(id, offline)]),
    done('submit', null),
    failure('submit', refused),
    failure('submit', alreadyFlagged),
    { type: reopenElapsed },
  ];
}

const model = new TestModel(reportCaptchaMachine as unknown as ActorLogic<Snapshot, ModelEvent, ReportCaptchaInput>, {
  input,
  events: (snapshot) =>
    candidateEvents().filter((event) => realizable(snapshot, event) && snapshot.can(event as ReportCaptchaEvent)),
  // a vertex per state and the move into it, so the paths take every move (cancelling, the reopened dialog)
  serializeState: (snapshot, event, previous) =>
    JSON.stringify(
      { value: snapshot.value, context: snapshot.context, via: event?.type, from: previous?.value },
      (_, value: unknown) => (value instanceof Error ? `Error: ${value.message}` : value),
    ),
});
const paths: Array<TestPath<Snapshot, ModelEvent>> = model.getShortestPaths();

function describeEvent(event: ModelEvent): string {
  if (!event.type.startsWith('xstate.')) return event.type;
  if (event.type === reopenElapsed) return 'reopen delay';
  if ('output' in event)
    return `${event.actorId}: ${event.output === null ? 'written' : (event.output as CaptchaCheck).verify ? 'needed' : 'not needed'}`;
  const failed = event as ErrorActorEvent<unknown, ActorId>;
  return `${failed.actorId}: ${(failed.error as ApiError).reason}`;
}

let site: QaSite;
let flagged = 0;

async function setCaptcha(enabled: boolean): Promise<void> {
  const body = { plugin_slug_name: constants.captcha.plugin_slug, enabled };
  const answer = await site.server.call('PUT', `${constants.admin_api_prefix}/plugin/status`, body, site.admin.token);
  expect(answer.code).toBe(200);
}

async function newQuestion(): Promise<{ id: string; url_title: string }> {
  flagged += 1;
  return site.api(site.admin, 'POST', '/question', {
    title: `Something to flag, number ${flagged}`,
    content: `The body of question ${flagged}.`,
    tags: [{ slug_name: 'kitchen' }],
  });
}

test.beforeAll(async ({ siteServers }) => {
  test.setTimeout(120_000);
  site = await startQaSite(siteServers);
  // one flag a day without a captcha: a member who has flagged before is asked for one while it is on
  const slug = constants.captcha.plugin_slug;
  const current = await site.server.call<{ config_fields: Array<{ name: string; value: unknown }> }>(
    'GET',
    `${constants.admin_api_prefix}/plugin/config?plugin_slug_name=${slug}`,
    undefined,
    site.admin.token,
  );
  const fields = Object.fromEntries(current.data.config_fields.map((field) => [field.name, field.value]));
  const config = { plugin_slug_name: slug, config_fields: { ...fields, report_count: 1 } };
  const saved = await site.server.call('PUT', `${constants.admin_api_prefix}/plugin/config`, config, site.admin.token);
  expect(saved.code, saved.msg).toBe(200);
  await site.api(site.admin, 'POST', '/question', {
    title: 'The tag every flagged question carries',
    content: 'Made by the admin, who may create tags.',
    tags: [{ slug_name: 'kitchen', display_name: 'kitchen' }],
  });
});

test('the paths reach every state of the machine, and the written flag only without a captcha', () => {
  const reached = new Set(paths.flatMap((path) => path.steps.map((step) => JSON.stringify(step.state.value))));
  for (const value of ['idle', 'checking', 'dialogOpen', 'reloading', 'submitting', 'done', 'failed'])
    expect(reached, value).toContain(JSON.stringify(value));
  expect(reached).toContain(JSON.stringify({ fieldError: 'waiting' }));
});

test('a visitor who flags is asked to log in before anything is checked', async ({ page }) => {
  const post = await newQuestion();
  let checked = false;
  await page.route('**/user/action/record**', async (route) => {
    checked = true;
    await route.continue();
  });
  await gotoHydrated(page, site.at(`/questions/${post.id}/${post.url_title}`));
  await page
    .locator('article.question-post')
    .getByRole('button', { name: en['post_action.report'] })
    .click({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/answer\/users\/login/);
  expect(checked).toBe(false);
});

/** One path's stage: a member who has flagged once today, the post they flag, and the page they do it on. */
interface Stage {
  page: Page;
  member: Member;
  post: { id: string; url_title: string };
}

const captchaDialog = (page: Page) => page.getByRole('dialog', { name: en['captcha.dialog.title'] });
const picker = (page: Page) => page.getByRole('dialog', { name: en['post_status.flag.title'] });

/**
 * Arranges what the server will answer to the calls a person's step sets off, from the answers that follow
 * it in the path: a second flag refused (the post flagged already, through the API while no captcha is
 * asked), the network cut for the captcha check, or the captcha switched on or off for it.
 */
async function arrange(stage: Stage, answers: ModelEvent[]): Promise<void> {
  if (answers.some((event) => 'error' in event && event.error === alreadyFlagged)) {
    await setCaptcha(false);
    await site.api(stage.member, 'POST', '/report', { object_id: stage.post.id, report_type: 57 });
  }
  const check = answers.find((event) => 'actorId' in event && event.actorId !== 'submit');
  if (!check) return;
  if ('error' in check) await stage.page.route('**/user/action/record**', (route) => route.abort(), { times: 1 });
  else await setCaptcha(((check as DoneActorEvent<unknown, ActorId>).output as CaptchaCheck).verify);
}

async function submitFlag(page: Page): Promise<void> {
  const dialog = picker(page);
  if (await dialog.isVisible()) return dialog.getByRole('button', { name: en['post_action.report'] }).click();
  await page
    .locator('article.question-post')
    .getByRole('button', { name: en['post_status.menu.label'] })
    .click({ timeout: 30_000 });
  await page.getByRole('menuitem', { name: en['post_action.report'], exact: true }).click();
  // the picker's own rules come first: a reason, then the words that reason asks for
  await dialog.getByRole('button', { name: en['post_action.report'] }).click();
  await expect(dialog.getByText(en['validation.report.reason_required'])).toBeVisible();
  await dialog.getByRole('radio', { name: new RegExp(en['reason.something.name']) }).check();
  await dialog.getByRole('button', { name: en['post_action.report'] }).click();
  await expect(dialog.getByText(en['validation.cannot_be_empty'])).toBeVisible();
  await dialog.getByRole('textbox').fill('It reads like an advertisement.');
  await dialog.getByRole('button', { name: en['post_action.report'] }).click();
}

async function play(stage: Stage, event: ModelEvent): Promise<void> {
  const { page } = stage;
  switch (event.type) {
    case 'SUBMIT':
      return submitFlag(page);
    case 'VERIFY':
      await captchaDialog(page).getByLabel(en['captcha.code.label']).fill(event.captcha_code);
      return captchaDialog(page).getByRole('button', { name: en['captcha.verify'] }).click();
    case 'RELOAD':
      return captchaDialog(page).getByRole('button', { name: en['captcha.reload'] }).click();
    case 'CANCEL':
      return captchaDialog(page).getByRole('button', { name: en['captcha.cancel'] }).click();
    default:
      // the server's answers and the reopen delay: the page shows their outcome, checked with the state
      return;
  }
}

/** What the person sees in each state the machine settles in. */
async function expectState(stage: Stage, snapshot: Snapshot): Promise<void> {
  const { page } = stage;
  if (snapshot.matches('dialogOpen')) {
    await expect(captchaDialog(page).getByRole('img', { name: en['captcha.image_alt'] })).toBeVisible();
  } else if (snapshot.matches('done')) {
    await expect(page.getByText(en['post_status.done.report'], { exact: true })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  } else if (snapshot.matches('failed')) {
    await expect(captchaDialog(page)).toHaveCount(0);
    if (snapshot.context.error === alreadyFlagged)
      await expect(page.getByText(en['error.report.already_flagged'], { exact: true })).toBeVisible();
  } else if (snapshot.matches('idle') || snapshot.matches({ fieldError: 'waiting' })) {
    // cancelled, no longer needed, or refused and about to come back: no captcha shown, nothing thanked
    await expect(captchaDialog(page)).toHaveCount(0);
    await expect(page.getByText(en['post_status.done.report'], { exact: true })).toHaveCount(0);
  }
}

/** The server's answers that follow step `index`, up to the next thing a person or the clock does. */
function answersAfter(steps: Array<{ event: ModelEvent }>, index: number): ModelEvent[] {
  const answers: ModelEvent[] = [];
  for (const { event } of steps.slice(index + 1)) {
    if (!('actorId' in event)) break;
    answers.push(event);
  }
  return answers;
}

for (const path of paths) {
  const steps = path.steps.slice(1);
  const name = steps.map(({ event }) => describeEvent(event)).join(' → ');
  test(`report path: ${name || 'nothing yet'} → ${JSON.stringify(path.state.value)}`, async ({ page }) => {
    test.setTimeout(120_000);
    const member = await site.member(`Flagger ${flagged}`);
    await setCaptcha(false);
    // one flag today already, so the captcha is asked for while it is on
    await site.api(member, 'POST', '/report', { object_id: (await newQuestion()).id, report_type: 57 });
    const stage: Stage = { page, member, post: await newQuestion() };
    try {
      await site.signIn(page, member);
      await gotoHydrated(page, site.at(`/questions/${stage.post.id}/${stage.post.url_title}`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
      for (const [index, step] of steps.entries()) {
        if (!('actorId' in step.event)) await arrange(stage, answersAfter(steps, index));
        await play(stage, step.event);
        // a user step's outcome is the next step (a server answer); the state to check is after it
        const settled = !steps[index + 1] || !('actorId' in steps[index + 1]!.event);
        if (settled) await expectState(stage, step.state);
      }
    } finally {
      await setCaptcha(false);
    }
  });
}
