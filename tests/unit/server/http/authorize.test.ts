import { describe, expect, it } from 'vitest';
import { constants } from '../../../../generated/constants.ts';
import { AppError } from '../../../../src/server/http/app-error.ts';
import { authorize } from '../../../../src/server/http/authorize.ts';
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

function outcome(run: () => void): { status: number; data: unknown } | 'allowed' {
  try {
    run();
    return 'allowed';
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { status: error.status, data: error.data };
  }
}

describe('authorize (x-auth)', () => {
  it('lets anyone call an operation open to all', () => {
    expect(outcome(() => authorize('none', null))).toBe('allowed');
  });

  it('answers 401 to an anonymous caller of any other level', () => {
    for (const level of ['login', 'activated', 'moderator', 'admin'] as const) {
      expect(outcome(() => authorize(level, null))).toEqual({ status: 401, data: null });
    }
  });

  it('lets any signed-in person use login operations, whatever their status', () => {
    expect(outcome(() => authorize('login', person({ mailStatus: mail_status.inactive, status: user_status.suspended })))).toBe('allowed');
  });

  it('answers 403 inactive, then 403 suspended, for activated operations', () => {
    expect(outcome(() => authorize('activated', person({ mailStatus: mail_status.inactive })))).toEqual({ status: 403, data: { type: 'inactive' } });
    expect(outcome(() => authorize('activated', person({ status: user_status.suspended })))).toEqual({ status: 403, data: { type: 'suspended' } });
    expect(outcome(() => authorize('activated', person()))).toBe('allowed');
  });

  it('keeps moderator operations to moderators and admins, admin operations to admins', () => {
    expect(outcome(() => authorize('moderator', person()))).toEqual({ status: 403, data: null });
    expect(outcome(() => authorize('moderator', person({ roleId: roles.moderator })))).toBe('allowed');
    expect(outcome(() => authorize('moderator', person({ roleId: roles.admin })))).toBe('allowed');
    expect(outcome(() => authorize('admin', person({ roleId: roles.moderator })))).toEqual({ status: 403, data: null });
    expect(outcome(() => authorize('admin', person({ roleId: roles.admin })))).toBe('allowed');
  });
});
