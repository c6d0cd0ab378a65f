import type { Kysely } from 'kysely';
import { constants } from '../../../../generated/constants.ts';
import type { MessageKey } from '../../../../generated/messages/keys.ts';
import type { Database } from '../../db/schema.ts';
import type { SessionUser } from '../../http/request-context.ts';
import type { Translate } from '../../i18n/translator.ts';
import { ranksAtLevel } from '../../policies/privileges.ts';
import { insertOwnAnswer, insertQuestion } from '../question/ask.ts';
import { refreshHotScore } from '../question/hot-score.ts';
import { loadSiteRules } from '../question/site-rules.ts';

/** The starter questions (answer-api-facts §4.15), by their key in spec/i18n/<lang>/starter.yaml. */
const STARTER_QUESTIONS = ['what_is_a_tag', 'what_is_reputation'] as const;

/**
 * A new site's first content, asked and answered by its administrator in the installation's language:
 * the tag `support` and two questions about how the site works. Runs inside the install transaction,
 * through the same writes as asking, so counts, revisions and the timeline are those of any question.
 */
export async function writeStarterContent(
  trx: Kysely<Database>,
  adminId: string,
  t: Translate,
  now: number,
): Promise<void> {
  const admin: SessionUser = {
    id: adminId,
    roleId: constants.roles.admin,
    mailStatus: constants.mail_status.active,
    rank: constants.install.admin_rank,
    status: constants.user_status.normal,
    suspendedUntil: null,
    token: '',
  };
  const rules = { ranks: ranksAtLevel(constants.install.privilege_level), write: (await loadSiteRules(trx)).write };
  const tag = {
    slug_name: constants.install.starter_tag,
    display_name: t('starter.tag.display_name'),
    original_text: t('starter.tag.description'),
  };
  for (const key of STARTER_QUESTIONS) {
    const text = (part: string) => t(`starter.${key}.${part}` as MessageKey);
    const question = await insertQuestion(
      trx,
      admin,
      rules,
      { title: text('title'), content: text('body'), tags: [tag] },
      now,
    );
    await insertOwnAnswer(trx, admin, question, text('answer'), now);
    await refreshHotScore(trx, question.id, now);
  }
}
