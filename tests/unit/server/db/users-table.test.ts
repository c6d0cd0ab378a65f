import type { Insertable } from 'kysely';
import { describe, expect, it } from 'vitest';
import { insertReturningId } from '../../../../src/server/db/insert-returning-id.ts';
import { migrateToLatest } from '../../../../src/server/db/migrate.ts';
import type { UsersTable } from '../../../../src/server/db/schema.ts';
import { isUniqueViolation } from '../../../../src/server/db/unique-violation.ts';
import { testEngines } from '../../../api/support/databases.ts';
import { useScratchDatabase } from './scratch-database.ts';

function newUser(username: string, email = `${username}@example.com`): Insertable<UsersTable> {
  return {
    username,
    e_mail: email,
    pass: 'hash',
    display_name: username,
    bio: '',
    created_at: 1_700_000_000,
    updated_at: 1_700_000_000,
  };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the query to fail');
    },
    (error: unknown) => error,
  );
}

describe.each(testEngines())('users table on $name', (engine) => {
  const database = useScratchDatabase(engine);

  it('fills the defaults and returns the new id as a string', async () => {
    const { db } = database();
    await migrateToLatest(db);

    const id = await insertReturningId(db, 'users', newUser('defaults'));

    expect(id).toMatch(/^[1-9]\d*$/);
    const user = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      id,
      mail_status: 2,
      status: 1,
      role_id: 1,
      rank: 0,
      bio: '',
      bio_html: null,
      website: '',
      location: '',
      avatar: null,
      language: '',
      color_scheme: '',
      created_at: '1700000000',
      last_login_at: null,
      suspended_until: null,
      deleted_at: null,
    });
  });

  it('rejects a second user with the same username or e-mail', async () => {
    const { db } = database();
    await migrateToLatest(db);
    await db.insertInto('users').values(newUser('taken', 'taken@example.com')).execute();

    const sameName = await rejection(db.insertInto('users').values(newUser('taken', 'other@example.com')).execute());
    const sameEmail = await rejection(db.insertInto('users').values(newUser('other', 'taken@example.com')).execute());

    expect(isUniqueViolation(sameName)).toBe(true);
    expect(isUniqueViolation(sameEmail)).toBe(true);
    const rows = await db.selectFrom('users').select('id').where('username', 'in', ['taken', 'other']).execute();
    expect(rows).toHaveLength(1);
  });

  it('compares usernames exactly, case included, as every engine does', async () => {
    const { db } = database();
    await migrateToLatest(db);
    await db.insertInto('users').values(newUser('Casey', 'casey@example.com')).execute();

    await db.insertInto('users').values(newUser('casey', 'CASEY@example.com')).execute();

    const found = await db.selectFrom('users').select('username').where('username', '=', 'CASEY').execute();
    expect(found).toEqual([]);
  });

  it('refuses a row without a NOT NULL value that has no default', async () => {
    const { db } = database();
    await migrateToLatest(db);
    const { bio: _bio, ...withoutBio } = newUser('nobio');

    const error = await rejection(
      db
        .insertInto('users')
        .values(withoutBio as Insertable<UsersTable>)
        .execute(),
    );

    expect(error).toBeInstanceOf(Error);
  });

  it('round-trips 64-bit ids and timestamps exactly, as decimal strings', async () => {
    const { db } = database();
    await migrateToLatest(db);
    const big = '10010000000000123';

    const id = await insertReturningId(db, 'users', { ...newUser('big'), id: BigInt(big), suspended_until: big });

    expect(id).toBe(big);
    const user = await db
      .selectFrom('users')
      .select(['id', 'suspended_until'])
      .where('id', '=', big)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ id: big, suspended_until: big });
    // As doubles the two ids are equal; compared as 64-bit integers they are not.
    const neighbour = await db.selectFrom('users').select('id').where('id', '=', '10010000000000124').execute();
    expect(neighbour).toEqual([]);
  });

  it('hands out a new id after an explicit one, as a decimal string', async () => {
    const { db } = database();
    await migrateToLatest(db);
    await insertReturningId(db, 'users', { ...newUser('explicit'), id: '10010000000000200' });

    const next = await insertReturningId(db, 'users', newUser('after-explicit'));

    // SQLite and MySQL continue after the largest id; PostgreSQL's identity sequence ignores explicit ids.
    const expected = engine.name === 'postgres' ? /^[1-9]\d{0,3}$/ : /^10010000000000201$/;
    expect(next).toMatch(expected);
  });
});
