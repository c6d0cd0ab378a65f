import { constants } from '../../../generated/constants.ts';
import { createSession } from '../../../src/server/auth/sessions.ts';
import type { TestServer } from './test-server.ts';
import { seedAccount, switchCaptchaOff } from './user-accounts.ts';

export interface Member {
  id: string;
  username: string;
  token: string;
  /** request headers that act as this member */
  as: { headers: Record<string, string>; language: string };
}

export interface MemberSeed {
  username: string;
  rank?: number;
  role?: number;
  active?: boolean;
  language?: string;
}

/**
 * A signed-in person of a given reputation and role, written straight into the database with a
 * session, so content tests start from "who" rather than from the sign-up flow (tested elsewhere).
 */
export async function seedMember(server: TestServer, seed: MemberSeed): Promise<Member> {
  const id = await seedAccount(server, {
    email: `${seed.username}@example.org`,
    password: 'correct horse 1',
    username: seed.username,
    role: seed.role ?? constants.roles.user,
    active: seed.active,
  });
  await server.database.db
    .updateTable('users')
    .set({ rank: seed.rank ?? 1 })
    .where('id', '=', id)
    .execute();
  const token = await createSession(server.database.db, id);
  return {
    id,
    username: seed.username,
    token,
    as: { headers: { Authorization: token }, language: seed.language ?? 'en_US' },
  };
}

export async function reputationOf(server: TestServer, member: Pick<Member, 'id'>): Promise<number> {
  const row = await server.database.db
    .selectFrom('users')
    .select('rank')
    .where('id', '=', member.id)
    .executeTakeFirstOrThrow();
  return row.rank;
}

/** A community site: captcha off (tests of the captcha switch it on), an admin, a moderator and members. */
export async function seedCommunity(server: TestServer) {
  await switchCaptchaOff(server);
  const admin = await seedMember(server, { username: 'admin-ann', role: constants.roles.admin });
  const moderator = await seedMember(server, { username: 'mod-max', role: constants.roles.moderator });
  const asker = await seedMember(server, { username: 'asker-amy', rank: 200 });
  const answerer = await seedMember(server, { username: 'answerer-bo', rank: 200 });
  const newcomer = await seedMember(server, { username: 'new-nia', rank: 1 });
  const veteran = await seedMember(server, { username: 'vet-vic', rank: 20000 });
  return { admin, moderator, asker, answerer, newcomer, veteran };
}
