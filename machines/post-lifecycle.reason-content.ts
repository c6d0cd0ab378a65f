/**
 * What a close or flag reason needs written with it (product spec §5 report or close modal), checked the
 * same way by the reason picker and by the server: text where the reason has content, and for the
 * duplicate reason a link on this site. Pure: the caller supplies the site's origin.
 */
import { constants } from '../generated/constants.ts';

export type ReasonContentProblem =
  'validation.cannot_be_empty' | 'validation.report.url_invalid' | 'validation.report.url_origin_mismatch';

/** Reason 60: its content is the link of the question this one duplicates. */
export const DUPLICATE_REASON_TYPE = constants.reasons.items.find((item) => item.key === 'a_duplicate')!.id;

/** The message key of what is wrong with `content` for a reason of `contentType`, or null when it will do. */
export function reasonContentProblem(
  reasonType: number,
  contentType: string,
  content: string,
  siteOrigin: string,
): ReasonContentProblem | null {
  if (contentType === '') return null;
  const text = content.trim();
  if (text === '') return 'validation.cannot_be_empty';
  if (reasonType !== DUPLICATE_REASON_TYPE) return null;
  let link: URL;
  try {
    link = new URL(text);
  } catch {
    return 'validation.report.url_invalid';
  }
  if (link.protocol !== 'http:' && link.protocol !== 'https:') return 'validation.report.url_invalid';
  return link.origin === new URL(siteOrigin).origin ? null : 'validation.report.url_origin_mismatch';
}
