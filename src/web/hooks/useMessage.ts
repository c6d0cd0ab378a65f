import { useIntl } from 'react-intl';
import type { MessageKey } from '../../../generated/messages/index.ts';

export type MessageValues = Record<string, string | number>;

/** Formats a catalogue message; the key type only accepts keys that exist in spec/i18n. */
export function useMessage(): (key: MessageKey, values?: MessageValues) => string {
  const intl = useIntl();
  return (key, values) => intl.formatMessage({ id: key }, values);
}
