import type { MessageKey } from '../../../generated/messages/index.ts';
import type { MessageValues } from '../../shared/i18n/format-message.ts';
import { useMessages } from '../app/messages-context.tsx';

export type { MessageValues };

/** Formats a catalogue message; the key type only accepts keys that exist in spec/i18n. */
export function useMessage(): (key: MessageKey, values?: MessageValues) => string {
  return useMessages().format;
}
