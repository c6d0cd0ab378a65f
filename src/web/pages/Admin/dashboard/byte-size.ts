import { useMessages } from '../../../app/messages-context.tsx';
import type { MessageKey } from '../../../../../generated/messages/index.ts';
import { useMessage } from '../../../hooks/useMessage.ts';

const units: { key: MessageKey; bytes: number }[] = [
  { key: 'admin_dashboard.unit.gigabytes', bytes: 1024 ** 3 },
  { key: 'admin_dashboard.unit.megabytes', bytes: 1024 ** 2 },
  { key: 'admin_dashboard.unit.kilobytes', bytes: 1024 },
];

/** A number of bytes in the largest unit it reaches, to one decimal. */
export function byteSize(bytes: number): { key: MessageKey; value: number } {
  const unit = units.find((candidate) => bytes >= candidate.bytes);
  if (!unit) return { key: 'admin_dashboard.unit.bytes', value: bytes };
  return { key: unit.key, value: Math.round((bytes / unit.bytes) * 10) / 10 };
}

/** Formats a number of bytes in the reader's language ("1.5 MB"). */
export function useByteSize(): (bytes: number) => string {
  const t = useMessage();
  const intl = useMessages();
  return (bytes: number) => {
    const { key, value } = byteSize(bytes);
    return t(key, { value: intl.formatNumber(value) });
  };
}
