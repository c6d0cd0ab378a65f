/**
 * A catalogue message in the form `npm run generate` stores it (and the server serves it under GET
 * language/config): the ICU MessageFormat text parsed once, ahead of time, so no browser downloads or
 * runs an ICU parser. A message without arguments stays its plain text.
 */
export type CompiledMessage = string | MessagePart[];

/** The cases of a plural or select, by category (`one`, `other`), exact value (`=0`) or select value. */
export type MessageCases = Record<string, CompiledMessage>;

export type MessagePart =
  /** text as it is */
  | string
  /** `#` in a plural case: the plural's number (less its offset), formatted */
  | 0
  /** `{name}`: the value as text */
  | [argument: string]
  /** `{name, number, …}`: the options are the style or skeleton, resolved when the message was compiled */
  | [argument: string, kind: 'number', options: Intl.NumberFormatOptions]
  | [argument: string, kind: 'date' | 'time', options: Intl.DateTimeFormatOptions]
  /** `{name, plural, offset:n …}` and `{name, selectordinal, …}` */
  | [argument: string, kind: 'plural' | 'selectordinal', offset: number, cases: MessageCases]
  | [argument: string, kind: 'select', cases: MessageCases];

/** A language's messages by key, as the language bundle carries them. */
export type CompiledBundle = Record<string, CompiledMessage>;
