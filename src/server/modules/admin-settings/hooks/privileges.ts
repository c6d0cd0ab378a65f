import { constants } from '../../../../../generated/constants.ts';
import { AppError } from '../../../http/app-error.ts';
import {
  privilegeOptions,
  privilegesRow,
  screenPowers,
  type CustomPrivilege,
} from '../../../policies/privilege-settings.ts';
import { loadPrivilegeRanks } from '../../../policies/privileges.ts';
import type { SettingsHook } from '../hook.ts';

const { privileges: rules } = constants;
const choices: readonly number[] = [...rules.levels, rules.custom_level];

/**
 * Privileges: the row keeps the level and every power's rank (what loadPrivilegeRanks applies, the one
 * privilege check); GET answers the levels' tables (the custom one with the site's current ranks) and
 * the level in use.
 */
export const privileges: SettingsHook = {
  async beforeSave(values, { services }) {
    const level = values.level as number;
    if (!choices.includes(level)) throw AppError.field('level', 'admin_privileges.level_invalid');
    const custom = (values.custom_privileges ?? []) as CustomPrivilege[];
    const unknown = custom.find(({ key }) => !(screenPowers as string[]).includes(key));
    if (unknown) throw AppError.field('custom_privileges', 'admin_privileges.key_invalid', { key: unknown.key });
    return { ...privilegesRow(level, custom, await loadPrivilegeRanks({ services })) };
  },

  async present(values, context) {
    const level = values.level as number;
    const t = context.services.translator.forLanguage(context.language);
    const options = privilegeOptions(await loadPrivilegeRanks(context), t);
    const current = options.find((option) => option.level === rules.custom_level)!;
    return {
      level,
      custom_privileges: current.privileges.map(({ key, value }) => ({ key, value })),
      options,
      selected_level: level,
    };
  },
};
