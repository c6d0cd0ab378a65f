import type { MessageKey } from '../../../generated/messages/keys.ts';

export interface Envelope<Data = unknown> {
  code: number;
  reason: MessageKey;
  msg: string;
  data: Data;
}

export function envelope<Data>(code: number, reason: MessageKey, msg: string, data: Data): Envelope<Data> {
  return { code, reason, msg, data };
}
