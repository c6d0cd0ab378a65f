import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import en from '../../generated/messages/en_US.ts';
import zh from '../../generated/messages/zh_CN.ts';
import { ArithmeticCaptcha } from '../../src/server/plugins/captcha/arithmetic-captcha.ts';
import { DatabaseChallengeStore } from '../../src/server/plugins/captcha/challenge-store.ts';
import { adminGet, adminPut } from './support/admin-calls.ts';
import { seedCommunity, type Member } from './support/community.ts';
import { testEngines } from './support/databases.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

// The second captcha plugin (an arithmetic question read as text): switched on by an admin at run
// time it replaces the image captcha, asks after the thresholds set in its own settings, takes each
// answer once, and switching the image captcha back on turns it off.

const API = constants.api_prefix;
const ARITHMETIC = constants.captcha.arithmetic.plugin_slug;
const IMAGE = constants.captcha.plugin_slug;

/** The answer to a question such as "7 − 4", worked out as a person would. */
function answerTo(question: string): string {
  const [, a, sign, b] = /^(\d+) ([+\u2212\u00d7]) (\d+)$/.exec(question)!;
  const [x, y] = [Number(a), Number(b)];
  return String(sign === '+' ? x + y : sign === '\u2212' ? x - y : x * y);
}

describe.each(testEngines())('the arithmetic captcha on $name', (engine) => {
  let server: TestServer;
  let admin: Member;
  beforeAll(async () => {
    server = await startTestServer(engine);
    ({ admin } = await seedCommunity(server));
  });
  afterAll(async () => server?.close());

  const switchOn = (slug: string) =>
    adminPut(server, '/plugin/status', admin, { plugin_slug_name: slug, enabled: true });
  const captchaStates = async () =>
    ((await server.request(`${API}/plugin/status`)).body.data as Array<{ slug_name: string; enabled: boolean }>)
      .filter((plugin) => plugin.slug_name === ARITHMETIC || plugin.slug_name === IMAGE)
      .sort((a, b) => a.slug_name.localeCompare(b.slug_name));
  const search = (captcha: Record<string, string> = {}, language?: 'zh_CN') =>
    server.request(`${API}/search?${new URLSearchParams({ q: 'anything', ...captcha })}`, { language });
  const challenge = async (action = 'search') =>
    (await server.request(`${API}/user/action/record?action=${action}`)).body.data;

  it('is off until an admin turns it on, and turning it on turns the image captcha off', async () => {
    expect((await switchOn(IMAGE)).status).toBe(200);
    expect(await captchaStates()).toEqual([
      { slug_name: ARITHMETIC, enabled: false },
      { slug_name: IMAGE, enabled: true },
    ]);
    expect((await switchOn(ARITHMETIC)).status).toBe(200);
    expect(await captchaStates()).toEqual([
      { slug_name: ARITHMETIC, enabled: true },
      { slug_name: IMAGE, enabled: false },
    ]);
  });

  it('offers the thresholds in its own settings and asks once an address passes the one chosen', async () => {
    const config = await adminGet(server, `/plugin/config?plugin_slug_name=${ARITHMETIC}`, admin);
    const fields = config.body.data.config_fields as Array<{ name: string; value: unknown }>;
    const values = Object.fromEntries(fields.map((field) => [field.name, field.value]));
    expect(values.search_count).toBe(constants.captcha.actions.find((rule) => rule.key === 'search')!.count);
    const saved = await adminPut(server, '/plugin/config', admin, {
      plugin_slug_name: ARITHMETIC,
      config_fields: { ...values, search_count: 2 },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await server.database.db.deleteFrom('captcha_action_record').execute();
    expect((await search()).status).toBe(200);
    expect((await challenge()).verify).toBe(false);
    expect((await search()).status).toBe(200);
    const refused = await search();
    expect(refused.status).toBe(400);
    expect(refused.body.data).toEqual([
      { error_field: 'captcha_code', error_msg: en['validation.captcha.code_required'] },
    ]);
  });

  it('asks a question as text and lets the right answer through, once', async () => {
    const asked = await challenge();
    expect(asked).toMatchObject({ verify: true, captcha_img: '', captcha_plugin: ARITHMETIC });
    expect(asked.captcha_text).toMatch(/^\d+ [+\u2212\u00d7] \d+$/);
    const answer = { captcha_id: asked.captcha_id, captcha_code: ` ${answerTo(asked.captcha_text)} ` };
    expect((await search(answer)).status).toBe(200);
    // the same answer again is refused: each question is answered once
    const replayed = await search(answer);
    expect(replayed.status).toBe(400);
    expect(replayed.body.data[0].error_msg).toBe(en['error.object.captcha_verification_failed']);
  });

  it('says a wrong answer is wrong, in the caller’s language, and uses the question up', async () => {
    const asked = await challenge();
    const wrong = { captcha_id: asked.captcha_id, captcha_code: String(Number(answerTo(asked.captcha_text)) + 1) };
    const refused = await search(wrong, 'zh_CN');
    expect(refused.status).toBe(400);
    expect(refused.body.data).toEqual([
      { error_field: 'captcha_code', error_msg: zh['error.object.captcha_verification_failed'] },
    ]);
    const right = { captcha_id: asked.captcha_id, captcha_code: answerTo(asked.captcha_text) };
    expect((await search(right)).status).toBe(400);
    const notANumber = await challenge();
    expect((await search({ captcha_id: notANumber.captcha_id, captcha_code: 'seven' })).status).toBe(400);
  });

  it('forgets a question once it expires', async () => {
    const clock = { now: Date.now() };
    const captcha = new ArithmeticCaptcha(
      new DatabaseChallengeStore(
        () => server.database.db,
        () => clock.now,
      ),
    );
    const asked = await captcha.create();
    clock.now += constants.captcha.ttl_seconds * 1000;
    expect(await captcha.verify(asked.captcha_id, answerTo(asked.captcha_text!))).toBe(false);
    const next = await captcha.create();
    expect(await captcha.verify(next.captcha_id, answerTo(next.captcha_text!))).toBe(true);
  });

  it('gives way to the image captcha when an admin switches back, without a restart', async () => {
    expect((await switchOn(IMAGE)).status).toBe(200);
    expect(await captchaStates()).toEqual([
      { slug_name: ARITHMETIC, enabled: false },
      { slug_name: IMAGE, enabled: true },
    ]);
    // the image captcha keeps its own thresholds: an email always asks
    const asked = await challenge('email');
    expect(asked).toMatchObject({ verify: true, captcha_plugin: IMAGE });
    expect(asked.captcha_img).toMatch(/^data:image\/png;base64,/);
    expect(asked.captcha_text).toBeUndefined();
  });
});
