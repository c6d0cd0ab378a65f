import { constants } from '../../../../generated/constants.ts';

/** The status names of the admin lists (answer-api-facts §2.1) and the stored post statuses they stand for. */
export const statusNumbers = {
  available: constants.post_status.normal,
  closed: constants.post_status.closed,
  deleted: constants.post_status.deleted,
  pending: constants.post_status.pending,
} as const;

export type ContentStatusName = keyof typeof statusNumbers;

const namesByNumber = new Map<number, ContentStatusName>(
  Object.entries(statusNumbers).map(([name, number]) => [number, name as ContentStatusName]),
);

export function statusNameOf(status: number): ContentStatusName {
  const name = namesByNumber.get(status);
  if (!name) throw new Error(`post status ${status} has no name`);
  return name;
}
