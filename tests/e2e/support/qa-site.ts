// A site with people in it for the question e2e tests: installed on a server of its own (captcha off,
// mail read from a real SMTP server, see auth-server.ts), members made through sign-up and the
// emailed activation link, and writes made through the API as the pages would make them.
import { expect, type Page } from '@playwright/test';
import { constants } from '../../../generated/constants.ts';
import en from '../../../generated/messages/en_US.ts';
import { admin, startAuthServer, type AuthServer } from './auth-server.ts';
import { gotoHydrated } from './hydration.ts';
import { useSessionToken } from './session-cookie.ts';
import type { SiteServers } from './site-servers.ts';

export interface Member {
  name: string;
  username: string;
  email: string;
  password: string;
  id: string;
  token: string;
}

export interface QaSite {
  server: AuthServer;
  admin: Member;
  /** the site path of an app route, on this server */
  at(path: string): string;
  /** an activated member, signed in through the API */
  member(name: string): Promise<Member>;
  /** an API call of a signed-in member; throws with the message when refused */
  api<T = unknown>(who: Member | null, method: string, path: string, body?: unknown): Promise<T>;
  /**
   * A member's reputation set as if earned. No call grants reputation directly, and the privilege
   * levels (answer-api-facts §4.2) would keep a new member from upvoting; set-up only.
   */
  setReputation(who: Member, rank: number): void;
  /** a member's reputation now (user/info) */
  reputationOf(who: Member): Promise<number>;
  /** the page signed in as a member (the token in the session cookie) */
  signIn(page: Page, who: Member): Promise<void>;
  /** the page signed in as a person would: through the login form, until it leaves the login page */
  logIn(page: Page, who: Member): Promise<void>;
}

let people = 0;

/** `env` adds to the server's environment (e.g. PLUGINS_DIR). */
export async function startQaSite(servers: SiteServers, env: Record<string, string> = {}): Promise<QaSite> {
  const server = await startAuthServer(servers, { env });
  const at = (path: string) => `${server.baseURL}${constants.base_path}${path}`;

  async function api<T>(who: Member | null, method: string, path: string, body?: unknown): Promise<T> {
    const answer = await server.call<T>(method, `${constants.api_prefix}${path}`, body, who?.token);
    if (answer.code !== 200) throw new Error(`${method} ${path} refused (${answer.code}): ${answer.msg}`);
    return answer.data;
  }

  const signedIn = await api<{ id: string; username: string; access_token: string }>(
    null,
    'POST',
    '/user/login/email',
    {
      e_mail: admin.email,
      pass: admin.password,
    },
  );
  const siteAdmin: Member = { ...admin, username: signedIn.username, id: signedIn.id, token: signedIn.access_token };

  async function member(name: string): Promise<Member> {
    people += 1;
    const person = { name, email: `member${people}-${Date.now()}@example.org`, password: 'a member password' };
    await api(null, 'POST', '/user/register/email', { name: person.name, e_mail: person.email, pass: person.password });
    const code = new URL(await server.linkMailedTo(person.email, '/users/account-activation')).searchParams.get('code');
    const activated = await api<{ id: string; username: string; access_token: string }>(
      null,
      'POST',
      '/user/email/verification',
      { code },
    );
    return { ...person, username: activated.username, id: activated.id, token: activated.access_token };
  }

  function setReputation(who: Member, rank: number): void {
    server.database().prepare('UPDATE users SET rank = ? WHERE id = ?').run(rank, who.id);
  }

  const reputationOf = async (who: Member) => (await api<{ rank: number }>(who, 'GET', '/user/info')).rank;

  async function signIn(page: Page, who: Member): Promise<void> {
    await useSessionToken(page, server.baseURL, who.token);
  }

  async function logIn(page: Page, who: Member): Promise<void> {
    await gotoHydrated(page, at('/users/login'));
    await page.getByLabel(en['user.field.e_mail.label']).fill(who.email);
    await page.getByLabel(en['user.field.pass.label']).fill(who.password);
    await page.getByRole('button', { name: en['user.login.submit'] }).click();
    await expect(page).not.toHaveURL(at('/users/login'));
  }

  return {
    server,
    admin: siteAdmin,
    at,
    member,
    api,
    setReputation,
    reputationOf,
    signIn,
    logIn,
  };
}
