import { FormattedMessage } from 'react-intl';
import type { MessageKey } from '../../../generated/messages/index.ts';
import type { MessageValues } from '../hooks/useMessage.ts';

interface MessageProps {
  id: MessageKey;
  values?: MessageValues;
}

/** A catalogue message as text. */
export function Message({ id, values }: MessageProps) {
  return <FormattedMessage id={id} values={values} />;
}
