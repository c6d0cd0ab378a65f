// Interface text as the page shows it: an en_US message with its values filled in (plurals included),
// so specs name what a person reads by its key, not by English typed again.
import en from '../../../generated/messages/compiled/en_US.ts';
import { createMessages } from '../../../src/shared/i18n/format-message.ts';

type Key = keyof typeof en;

const messages = createMessages({ locale: 'en-US', bundle: en });

export function say(key: Key, values?: Record<string, string | number>): string {
  return messages.format(key, values);
}
