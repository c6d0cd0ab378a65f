// ICU MessageFormat text → CompiledMessage. It runs where parsing is cheap and happens once: in
// `npm run generate` for spec/i18n and in the server for plugin catalogues; the browser only formats.
import {
  parse,
  TYPE,
  type DateElement,
  type MessageFormatElement,
  type NumberElement,
  type TimeElement,
} from '@formatjs/icu-messageformat-parser';
import type { CompiledMessage, MessageCases, MessagePart } from './compiled-message.ts';

/** The named styles of ICU number arguments, as Intl options (`currency` would need a currency code). */
const numberStyles: Record<string, Intl.NumberFormatOptions> = {
  integer: { maximumFractionDigits: 0 },
  percent: { style: 'percent' },
};

const dateStyles = new Set(['short', 'medium', 'long', 'full']);

function numberOptions(element: NumberElement, message: string): Intl.NumberFormatOptions {
  const { style } = element;
  if (style === null || style === undefined) return {};
  if (typeof style === 'string') {
    const options = numberStyles[style];
    if (!options) throw new Error(`unknown number style "${style}" in ${message}`);
    return options;
  }
  // a skeleton's scale (`scale/100`) multiplies the value; no catalogue needs it, so none is accepted
  if ('scale' in style.parsedOptions) throw new Error(`number skeletons with a scale are not supported: ${message}`);
  return style.parsedOptions;
}

/** As ICU: a date without a style is Intl's default (numeric), a time without one is `medium`. */
function dateOptions(element: DateElement | TimeElement, message: string): Intl.DateTimeFormatOptions {
  const field = element.type === TYPE.date ? 'dateStyle' : 'timeStyle';
  const style = element.style ?? (element.type === TYPE.date ? null : 'medium');
  if (style === null) return {};
  if (typeof style !== 'string') return style.parsedOptions;
  if (!dateStyles.has(style)) throw new Error(`unknown ${field} "${style}" in ${message}`);
  return { [field]: style } as Intl.DateTimeFormatOptions;
}

function compileElements(elements: MessageFormatElement[], message: string): MessagePart[] {
  const parts: MessagePart[] = [];
  const cases = (options: Record<string, { value: MessageFormatElement[] }>): MessageCases =>
    Object.fromEntries(
      Object.entries(options).map(([key, option]) => [key, plainOrParts(compileElements(option.value, message))]),
    );
  for (const element of elements) {
    switch (element.type) {
      case TYPE.literal:
        // neighbouring texts (a quoted brace next to text) become one
        if (typeof parts.at(-1) === 'string') parts[parts.length - 1] += element.value;
        else parts.push(element.value);
        break;
      case TYPE.pound:
        parts.push(0);
        break;
      case TYPE.argument:
        parts.push([element.value]);
        break;
      case TYPE.number:
        parts.push([element.value, 'number', numberOptions(element, message)]);
        break;
      case TYPE.date:
      case TYPE.time:
        parts.push([element.value, element.type === TYPE.date ? 'date' : 'time', dateOptions(element, message)]);
        break;
      case TYPE.plural:
        parts.push([
          element.value,
          element.pluralType === 'ordinal' ? 'selectordinal' : 'plural',
          element.offset,
          cases(element.options),
        ]);
        break;
      case TYPE.select:
        parts.push([element.value, 'select', cases(element.options)]);
        break;
      case TYPE.tag:
        throw new Error(`rich text tags (<${element.value}>) are not supported: ${message}`);
    }
  }
  return parts;
}

function plainOrParts(parts: MessagePart[]): CompiledMessage {
  if (parts.length === 0) return '';
  return parts.length === 1 && typeof parts[0] === 'string' ? parts[0] : parts;
}

/** Parses an ICU message; throws on invalid syntax and on what the formatter does not do (tags). */
export function compileMessage(message: string): CompiledMessage {
  return plainOrParts(compileElements(parse(message, { shouldParseSkeletons: true }), message));
}
