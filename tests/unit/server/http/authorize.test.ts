import { describe, expect, it } from 'vitest';
import { constants } from '../../../../generated/constants.ts';
import { AppError } from '../../../../src/server/http/app-error.ts';
import { authorize } from '../../../../src/server/http/authorize.ts';
import type { AuthLevel } from '../../../../generated/operations.ts';
import type { SessionUser } from '../../../../src/server/http/request-context.ts';

const { roles, mail_status, user_status } = constants;
const person = (changes: Partial<SessionUser> = {}): SessionUser => ({
  id: '7',
  roleId: roles.user,
  mailStatus: mail_status.active,
  rank: 1,
  status: user_status.normal,
  suspendedUntil: null,
  token: 'token',
  ...changes,
});

const openSite = async () => false;
const reading = (level: AuthLevel) => ({ level, writes: false });
const writing = (level: AuthLevel) => ({ level, writes: true });
const privateSite = async () => true;

async function outcome(run: () => Promise<void>): Promise<{ status: number; data: unknown } | 'allowed'> {
  try {
    await run();
    return 'allowed';
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { status: error.status, data: error.data };
  }
}

describe('authorize (x-auth)', () => {
  it('lets anyone call a public operation, on a private site too', async () => {
    expect(await outcome(() => authorize(reading('public'), null, privateSite))).toBe('allowed');
  });

  it('lets anonymous callers use none operations only while the site is not login-required', async () => {
    expect(await outcome(() => authorize(reading('none'), null, openSite))).toBe('allowed');
    expect(await outcome(() => authorize(reading('none'), null, privateSite))).toEqual({ status: 401, data: null });
    expect(await outcome(() => authorize(reading('none'), person(), privateSite))).toBe('allowed');
  });

  it('answers 401 to an anonymous caller of any other level', async () => {
    for (const level of ['login', 'activated', 'moderator', 'admin'] as const) {
      expect(await outcome(() => authorize(reading(level), null, openSite))).toEqual({ status: 401, data: null });
    }
  });

  it('lets any signed-in person read with login operations, whatever their status', async () => {
    expect(
      await outcome(() =>
        authorize(
          reading('login'),
          person({ mailStatus: mail_status.inactive, status: user_status.suspended }),
          openSite,
        ),
      ),
    ).toBe('allowed');
  });

  it('lets a person not yet activated write with login operations, and refuses a suspended one as suspended', async () => {
    const inactive = person({ mailStatus: mail_status.inactive });
    expect(await outcome(() => authorize(writing('login'), inactive, openSite))).toBe('allowed');
    expect(
      await outcome(() => authorize(writing('login'), person({ status: user_status.suspended }), openSite)),
    ).toEqual({ status: 403, data: { type: 'suspended' } });
  });

  it('answers 403 inactive, then 403 suspended, for activated operations', async () => {
    expect(
      await outcome(() => authorize(reading('activated'), person({ mailStatus: mail_status.inactive }), openSite)),
    ).toEqual({ status: 403, data: { type: 'inactive' } });
    expect(
      await outcome(() => authorize(reading('activated'), person({ status: user_status.suspended }), openSite)),
    ).toEqual({
      status: 403,
      data: { type: 'suspended' },
    });
    expect(await outcome(() => authorize(reading('activated'), person(), openSite))).toBe('allowed');
  });

  it('keeps moderator operations to moderators and admins, admin operations to admins', async () => {
    expect(await outcome(() => authorize(reading('moderator'), person(), openSite))).toEqual({
      status: 403,
      data: null,
    });
    expect(await outcome(() => authorize(reading('moderator'), person({ roleId: roles.moderator }), openSite))).toBe(
      'allowed',
    );
    expect(await outcome(() => authorize(reading('moderator'), person({ roleId: roles.admin }), openSite))).toBe(
      'allowed',
    );
    expect(await outcome(() => authorize(reading('admin'), person({ roleId: roles.moderator }), openSite))).toEqual({
      status: 403,
      data: null,
    });
    expect(await outcome(() => authorize(reading('admin'), person({ roleId: roles.admin }), openSite))).toBe('allowed');
  });
});
