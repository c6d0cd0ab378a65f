import { constants } from '../../../generated/constants.ts';

/** An event that moves someone's reputation (answer-api-facts §4.1), e.g. answer.voted_up: a key of reputation.changes. */
export type ReputationReason = keyof typeof constants.reputation.changes;

/** Whether a stored reason (a history row's rank_type) is one of spec/constants.yaml reputation.changes. */
export function isReputationReason(value: string): value is ReputationReason {
  return Object.hasOwn(constants.reputation.changes, value);
}
