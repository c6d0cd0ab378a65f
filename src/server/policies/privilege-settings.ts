import { constants } from '../../../generated/constants.ts';
import type { MessageKey } from '../../../generated/messages/index.ts';
import type { Translate } from '../i18n/translator.ts';
import { ranksAtLevel, storedRanks, type PrivilegeRanks } from './privileges.ts';

const { privileges } = constants;

/** A power of the privileges screen: its rank follows the chosen level (the fixed ones never change). */
export type ScreenPower = keyof typeof privileges.powers;

export const screenPowers = Object.keys(privileges.powers) as ScreenPower[];

/** What each level stands for, and what each power lets a member do, as the screen shows them. */
const LEVEL_DESCRIPTIONS: Record<number, MessageKey> = {
  1: 'admin_privileges.level.low',
  2: 'admin_privileges.level.medium',
  3: 'admin_privileges.level.high',
  [privileges.custom_level]: 'admin_privileges.level.custom',
};

const POWER_LABELS: Record<ScreenPower, MessageKey> = {
  'question.add': 'admin_privileges.power.question_add',
  'answer.add': 'admin_privileges.power.answer_add',
  'comment.add': 'admin_privileges.power.comment_add',
  'report.add': 'admin_privileges.power.report_add',
  'comment.vote_up': 'admin_privileges.power.comment_vote_up',
  'link.url_limit': 'admin_privileges.power.link_url_limit',
  'question.vote_up': 'admin_privileges.power.question_vote_up',
  'answer.vote_up': 'admin_privileges.power.answer_vote_up',
  'question.vote_down': 'admin_privileges.power.question_vote_down',
  'answer.vote_down': 'admin_privileges.power.answer_vote_down',
  'answer.invite_someone_to_answer': 'admin_privileges.power.invite_to_answer',
  'tag.add': 'admin_privileges.power.tag_add',
  'tag.edit': 'admin_privileges.power.tag_edit',
  'question.edit': 'admin_privileges.power.question_edit',
  'answer.edit': 'admin_privileges.power.answer_edit',
  'question.edit_without_review': 'admin_privileges.power.question_edit_without_review',
  'answer.edit_without_review': 'admin_privileges.power.answer_edit_without_review',
  'question.audit': 'admin_privileges.power.question_audit',
  'answer.audit': 'admin_privileges.power.answer_audit',
  'tag.audit': 'admin_privileges.power.tag_audit',
  'tag.edit_without_review': 'admin_privileges.power.tag_edit_without_review',
  'tag.synonym': 'admin_privileges.power.tag_synonym',
};

/** The privileges row: the chosen level and every power's rank, which loadPrivilegeRanks applies. */
export interface PrivilegesRow {
  level: number;
  ranks: Record<string, number>;
}

export interface CustomPrivilege {
  key: string;
  value: number;
}

/**
 * The row a PUT setting/privileges stores: a level's own ranks, or for the custom level the current
 * ranks with the admin's numbers over them (a power left out keeps its rank).
 */
export function privilegesRow(level: number, custom: CustomPrivilege[], current: PrivilegeRanks): PrivilegesRow {
  if (level !== privileges.custom_level) return { level, ranks: storedRanks(ranksAtLevel(level)) };
  const ranks = { ...current };
  for (const { key, value } of custom) if (key in privileges.powers) ranks[key as ScreenPower] = value;
  return { level, ranks: storedRanks(ranks) };
}

export interface PrivilegeOption {
  level: number;
  level_desc: string;
  privileges: Array<{ key: string; label: string; value: number }>;
}

/** GET setting/privileges: each level's table, the custom one holding the site's current ranks. */
export function privilegeOptions(current: PrivilegeRanks, t: Translate): PrivilegeOption[] {
  const option = (level: number, ranks: PrivilegeRanks): PrivilegeOption => ({
    level,
    level_desc: t(LEVEL_DESCRIPTIONS[level]!),
    privileges: screenPowers.map((power) => ({ key: power, label: t(POWER_LABELS[power]), value: ranks[power] })),
  });
  return [
    ...privileges.levels.map((level) => option(level, ranksAtLevel(level))),
    option(privileges.custom_level, current),
  ];
}
