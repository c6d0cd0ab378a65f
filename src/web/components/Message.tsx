import type { MessageKey } from '../../../generated/messages/index.ts';
import { useMessage, type MessageValues } from '../hooks/useMessage.ts';

interface MessageProps {
  id: MessageKey;
  values?: MessageValues;
}

/** A catalogue message as text. */
export function Message({ id, values }: MessageProps) {
  const t = useMessage();
  return <>{t(id, values)}</>;
}
