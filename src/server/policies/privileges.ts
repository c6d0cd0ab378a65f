import { constants } from '../../../generated/constants.ts';
import { readSettings } from '../db/settings-store.ts';
import { AppError } from '../http/app-error.ts';
import type { HandlerContext, SessionUser } from '../http/request-context.ts';

const { privileges } = constants;

/** A reputation-gated action (answer-api-facts §4.2): one of the privileges screen or a fixed one. */
export type Power = keyof typeof privileges.powers | keyof typeof privileges.fixed;

/** The reputation each power needs; -1 means never by reputation (staff, or the object's creator). */
export type PrivilegeRanks = Record<Power, number>;

/** The reputation per power at one of the privilege levels, keyed by power. */
export function ranksAtLevel(level: number): PrivilegeRanks {
  const index = privileges.levels.indexOf(level as never);
  if (index < 0) throw new Error(`no privilege level ${level}`);
  const ranks: Record<string, number> = {};
  for (const [power, byLevel] of Object.entries(privileges.powers)) ranks[power] = byLevel[index]!;
  for (const [power, rank] of Object.entries(privileges.fixed)) ranks[power] = rank;
  return ranks as PrivilegeRanks;
}

/** The privileges setting keeps ranks under `rank.<power>` keys, as the established config table does. */
const STORED_PREFIX = 'rank.';

export function storedRanks(ranks: PrivilegeRanks): Record<string, number> {
  return Object.fromEntries(Object.entries(ranks).map(([power, rank]) => [`${STORED_PREFIX}${power}`, rank]));
}

/** The site's current ranks: the stored privileges setting over the install level's numbers. */
export async function loadPrivilegeRanks(context: Pick<HandlerContext, 'services'>): Promise<PrivilegeRanks> {
  const ranks = ranksAtLevel(constants.install.privilege_level);
  const stored = (await readSettings(context.services.db)).privileges as
    { ranks?: Record<string, unknown> } | undefined;
  for (const [key, rank] of Object.entries(stored?.ranks ?? {})) {
    const power = key.slice(STORED_PREFIX.length);
    if (key.startsWith(STORED_PREFIX) && power in ranks && typeof rank === 'number') ranks[power as Power] = rank;
  }
  return ranks;
}

export function isStaff(user: Pick<SessionUser, 'roleId'> | null): boolean {
  return user !== null && (user.roleId === constants.roles.admin || user.roleId === constants.roles.moderator);
}

export interface PowerCheck {
  allowed: boolean;
  /** the reputation the power needs; -1 when reputation never grants it */
  required: number;
}

/**
 * Whether `user` holds `power`, in the order of answer-api-facts §4.2: staff hold every power;
 * then the creator of the object acted on; then reputation.
 */
export function checkPower(user: SessionUser, power: Power, ranks: PrivilegeRanks, ownerId?: string): PowerCheck {
  const required = ranks[power];
  if (isStaff(user)) return { allowed: true, required };
  if (ownerId !== undefined && ownerId === user.id) return { allowed: true, required };
  return { allowed: required >= 0 && user.rank >= required, required };
}

/** Refuses with 403 and the reputation needed when the caller lacks `power`. */
export async function assertPower(
  context: Pick<HandlerContext, 'services' | 'user'>,
  power: Power,
  ownerId?: string,
): Promise<void> {
  if (!context.user) throw AppError.unauthorized();
  const check = checkPower(context.user, power, await loadPrivilegeRanks(context), ownerId);
  if (check.allowed) return;
  if (check.required < 0) throw AppError.forbidden();
  throw new AppError(403, 'error.rank.no_enough_rank_to_operate', null, { rank: check.required });
}
