// Interface text as the page shows it: an en_US message with its values filled in (plurals included),
// so specs name what a person reads by its key, not by English typed again.
import { createIntl } from '@formatjs/intl';
import en from '../../../generated/messages/en_US.ts';

type Key = keyof typeof en;

const intl = createIntl({ locale: 'en-US', messages: en });

export function say(key: Key, values?: Record<string, string | number>): string {
  return intl.formatMessage({ id: key }, values);
}
