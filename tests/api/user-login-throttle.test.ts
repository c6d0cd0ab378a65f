import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { constants } from '../../generated/constants.ts';
import en from '../../generated/messages/en_US.ts';
import zh from '../../generated/messages/zh_CN.ts';
import { LoginThrottle } from '../../src/server/modules/user/login-throttle.ts';
import { testEngines } from './support/databases.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { login, seedAccount, switchCaptchaOff } from './support/user-accounts.ts';

const LIMIT = constants.login_throttle.max_failures;

function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
}

describe('the login throttle', () => {
  it('limits each key after the allowed failures and forgets them when the window has passed', () => {
    let now = 0;
    const throttle = new LoginThrottle(3, () => now);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(throttle.isLimited(['account:a'])).toBe(false);
      throttle.recordFailure(['account:a', 'address:1']);
    }
    expect(throttle.isLimited(['account:a'])).toBe(true);
    expect(throttle.isLimited(['account:b', 'address:1'])).toBe(true);
    expect(throttle.isLimited(['account:b', 'address:2'])).toBe(false);
    now += constants.login_throttle.window_minutes * 60_000 + 1;
    expect(throttle.isLimited(['account:a', 'address:1'])).toBe(false);
  });
});

describe.each(testEngines())('failed logins over HTTP on $name', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
    await switchCaptchaOff(server);
    await seedAccount(server, { email: 'target@example.org', password: 'the right password' });
  });
  afterAll(async () => {
    await server.close();
  });

  it(`stops after ${LIMIT} failures with a localized message that does not depend on the account existing`, { timeout: 120_000 }, async () => {
    for (let attempt = 0; attempt < LIMIT; attempt += 1) {
      const { status } = await login(server, 'target@example.org', `wrong password ${attempt}`);
      expect(status).toBe(400);
    }
    const limited = await login(server, 'target@example.org', 'the right password');
    expect(limited.status).toBe(400);
    expect(limited.body).toMatchObject({
      reason: 'error.user.too_many_login_failures',
      msg: fill(en['error.user.too_many_login_failures'], { minutes: constants.login_throttle.window_minutes }),
    });
    // the address is limited too, so an unknown account gets the very same answer
    const unknown = await login(server, 'unknown@example.org', 'whatever password', 'zh_CN');
    expect(unknown.body).toMatchObject({ msg: fill(zh['error.user.too_many_login_failures'], { minutes: constants.login_throttle.window_minutes }) });
  });
});
