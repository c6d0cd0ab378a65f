import type { MessageKey } from '../../../../generated/messages/keys.ts';

/** A dump the import cannot read: a message key of spec/i18n/<lang>/import.yaml and its values. */
export class ImportError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly values: Record<string, string>,
  ) {
    super(`${key} ${JSON.stringify(values)}`);
  }
}
