import { constants } from '../../../../generated/constants.ts';
import type { MessageKey } from '../../../../generated/messages/keys.ts';
import type { Translate } from '../../i18n/translator.ts';

type ReasonItem = (typeof constants.reasons.items)[number];
export type ReasonContentType = '' | 'text' | 'textarea';

export interface Reason {
  reason_key: string;
  reason_type: number;
  name: string;
  description: string;
  content_type: ReasonContentType;
  placeholder: string;
  have_content: boolean;
}

const itemsById = new Map<number, ReasonItem>(constants.reasons.items.map((item) => [item.id, item]));

/** The reason with this id, or undefined when there is none. */
export function reasonById(id: number): ReasonItem | undefined {
  return itemsById.get(id);
}

export function contentTypeOf(item: ReasonItem): ReasonContentType {
  return 'content_type' in item ? (item.content_type as ReasonContentType) : '';
}

/** The reasons offered for `action` on `objectType` (constants.reasons.lists), translated; none for an unknown pair. */
export function reasonsFor(objectType: string, action: string, t: Translate): Reason[] {
  const ids: readonly number[] =
    (constants.reasons.lists as Record<string, readonly number[]>)[`${objectType}_${action}`] ?? [];
  return ids.map((id) => presentReason(itemsById.get(id)!, t));
}

/** A reason as GET reasons presents it, in the caller's language. */
export function presentReason(item: ReasonItem, t: Translate): Reason {
  const contentType = contentTypeOf(item);
  const key = (suffix: string) => `reason.${item.key}.${suffix}` as MessageKey;
  return {
    reason_key: `reason.${item.key}`,
    reason_type: item.id,
    name: t(key('name')),
    description: t(key('description')),
    content_type: contentType,
    placeholder: contentType === '' ? '' : t(key('placeholder')),
    have_content: contentType !== '',
  };
}
