import type { Handlers } from '../../../../generated/operations.ts';
import type { HandlerContext } from '../../http/request-context.ts';
import { checkPower, loadPrivilegeRanks, type Power } from '../../policies/privileges.ts';

type PermissionHandlers = Pick<Handlers<HandlerContext>, 'getPermissions'>;

export const handlers: PermissionHandlers = {
  /** For each known power named, whether the caller holds it and, if not, the reason in their language. */
  getPermissions: async ({ query }, context) => {
    const ranks = await loadPrivilegeRanks(context);
    const names = [...new Set(query.action.split(',').map((name) => name.trim()))].filter(
      (name): name is Power => name in ranks,
    );
    const answers: Record<string, { has_permission: boolean; no_permission_tip: string }> = {};
    for (const power of names) {
      if (!context.user) {
        answers[power] = { has_permission: false, no_permission_tip: context.t('permission.login_required') };
        continue;
      }
      const check = checkPower(context.user, power, ranks);
      const tip = check.allowed
        ? ''
        : check.required < 0
          ? context.t('permission.staff_only')
          : context.t('error.rank.no_enough_rank_to_operate', { rank: check.required });
      answers[power] = { has_permission: check.allowed, no_permission_tip: tip };
    }
    return answers;
  },
};
