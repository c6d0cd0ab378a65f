// Formats CompiledMessages with the Intl objects every browser and Node carry (plural rules, numbers,
// dates, relative times), so neither needs a MessageFormat library. No window or document: the server
// formats with it too.
import type { CompiledBundle, CompiledMessage, MessageCases, MessagePart } from './compiled-message.ts';

export type MessageValues = Record<string, string | number>;

export interface MessagesOptions {
  /** BCP 47 (en-US) */
  locale: string;
  bundle: CompiledBundle;
  /** the time zone dates are shown in unless a call names its own; the runtime's when absent */
  timeZone?: string;
}

/** Formatting in one language: catalogue messages, and the dates and numbers pages show beside them. */
export interface Messages {
  locale: string;
  /** A catalogue message with its values; an unknown key shows itself, a missing value `{name}`. */
  format(key: string, values?: MessageValues): string;
  has(key: string): boolean;
  formatDate(date: Date | number, options?: Intl.DateTimeFormatOptions): string;
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
  formatRelativeTime(
    value: number,
    unit: Intl.RelativeTimeFormatUnit,
    options?: Intl.RelativeTimeFormatOptions,
  ): string;
}

/** Intl objects are slow to make and immutable, so each locale-and-options pair is made once per process. */
function cached<T>(make: (locale: string, options: object) => T): (locale: string, options?: object) => T {
  const made = new Map<string, T>();
  return (locale, options = {}) => {
    const key = `${locale}\u0000${JSON.stringify(options)}`;
    let value = made.get(key);
    if (value === undefined) {
      value = make(locale, options);
      made.set(key, value);
    }
    return value;
  };
}

const numberFormat = cached((locale, options) => new Intl.NumberFormat(locale, options));
const dateTimeFormat = cached((locale, options) => new Intl.DateTimeFormat(locale, options));
const pluralRules = cached((locale, options) => new Intl.PluralRules(locale, options));
const relativeTimeFormat = cached((locale, options) => new Intl.RelativeTimeFormat(locale, options));

/**
 * One Messages' Intl object for an options object the bundle or a caller keeps (a compiled message's
 * part, a module's constant), found by identity: a page formats many dates and counts with a few option
 * objects, and building the process-wide cache's key (a JSON text) for each was a cost per row.
 */
function byOptions<T>(make: (options: object) => T): (options: object) => T {
  const made = new WeakMap<object, T>();
  return (options) => {
    let value = made.get(options);
    if (value === undefined) {
      value = make(options);
      made.set(options, value);
    }
    return value;
  };
}

const noOptions = {};
const cardinal: Intl.PluralRulesOptions = { type: 'cardinal' };
const ordinal: Intl.PluralRulesOptions = { type: 'ordinal' };

function pickCase(cases: MessageCases, key: string): CompiledMessage | undefined {
  return Object.hasOwn(cases, key) ? cases[key] : cases.other;
}

export function createMessages({ locale, bundle, timeZone }: MessagesOptions): Messages {
  const withZone = (options: Intl.DateTimeFormatOptions) =>
    timeZone && !options.timeZone ? { ...options, timeZone } : options;
  const dateFormatOf = byOptions((options) => dateTimeFormat(locale, withZone(options)));
  const numberFormatOf = byOptions((options) => numberFormat(locale, options));
  const relativeFormatOf = byOptions((options) => relativeTimeFormat(locale, options));
  const pluralRulesOf = byOptions((options) => pluralRules(locale, options));

  function formatArgument(
    part: Exclude<MessagePart, string | 0>,
    value: string | number,
    values: MessageValues,
    pound: number | null,
  ): string {
    if (part.length === 1) return String(value);
    switch (part[1]) {
      case 'number':
        return numberFormatOf(part[2]).format(Number(value));
      case 'date':
      case 'time':
        return dateFormatOf(part[2]).format(Number(value));
      case 'select':
        return formatCompiled(pickCase(part[2], String(value)) ?? '', values, pound);
      case 'plural':
      case 'selectordinal': {
        const [, kind, offset, cases] = part;
        const count = Number(value);
        const exact = Object.hasOwn(cases, `=${count}`) ? cases[`=${count}`] : undefined;
        const category = pluralRulesOf(kind === 'plural' ? cardinal : ordinal).select(count - offset);
        return formatCompiled(exact ?? pickCase(cases, category) ?? '', values, count - offset);
      }
    }
  }

  /** `pound` is the number `#` stands for inside a plural case. */
  function formatCompiled(message: CompiledMessage, values: MessageValues, pound: number | null): string {
    if (typeof message === 'string') return message;
    let text = '';
    for (const part of message) {
      if (typeof part === 'string') {
        text += part;
        continue;
      }
      if (part === 0) {
        text += pound === null ? '#' : numberFormatOf(noOptions).format(pound);
        continue;
      }
      const [name] = part;
      if (!Object.hasOwn(values, name)) {
        text += `{${name}}`;
        continue;
      }
      text += formatArgument(part, values[name]!, values, pound);
    }
    return text;
  }

  return {
    locale,
    format(key, values = {}) {
      const message = bundle[key];
      return message === undefined ? key : formatCompiled(message, values, null);
    },
    has: (key) => Object.hasOwn(bundle, key),
    formatDate: (date, options = noOptions) => dateFormatOf(options).format(date),
    formatNumber: (value, options = noOptions) => numberFormatOf(options).format(value),
    formatRelativeTime: (value, unit, options = noOptions) => relativeFormatOf(options).format(value, unit),
  };
}
