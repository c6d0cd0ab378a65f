import { constants } from '../../../generated/constants.ts';

const { alphabet, salt, type_digits: typeDigits, long_id_min: longIdMin } = constants.short_id;
const { counter_digits: counterDigits } = constants.object_id;
const base = BigInt(alphabet.length);

/** Base 62, least significant digit first (answer-api-facts §1.5). */
function encode(value: bigint): string {
  let rest = value + BigInt(salt);
  let text = '';
  do {
    text += alphabet[Number(rest % base)];
    rest /= base;
  } while (rest > 0n);
  return text;
}

function decode(text: string): bigint | null {
  let value = 0n;
  for (let index = text.length - 1; index >= 0; index -= 1) {
    const digit = alphabet.indexOf(text[index]!);
    if (digit < 0) return null;
    value = value * base + BigInt(digit);
  }
  value -= BigInt(salt);
  return value < 0n ? null : value;
}

/** The short form of a long object id (permalink modes 3 and 4): the kind, then the counter. */
export function toShortId(longId: string): string {
  const kind = BigInt(longId.slice(1, 4));
  const counter = BigInt(longId.slice(4));
  const kindText = encode(kind);
  if (kindText.length !== typeDigits) throw new Error(`object kind ${kind} has no ${typeDigits}-character short form`);
  return kindText + encode(counter);
}

/** The longest short id: the kind, then the largest counter. */
const shortIdMaxLength = typeDigits + encode(10n ** BigInt(counterDigits) - 1n).length;
/** Every long id has as many digits as the smallest one. */
const longIdMaxLength = String(longIdMin).length;

/**
 * The long object id a client sent in either form: a number at least long_id_min is already long,
 * anything else is decoded as a short id. Null when it is neither. Anything longer than either form
 * is refused before any big-number arithmetic, so decoding costs the same whatever a client sends.
 */
export function toLongId(value: string): string | null {
  if (value.length > Math.max(shortIdMaxLength, longIdMaxLength)) return null;
  if (/^\d+$/.test(value) && BigInt(value) >= BigInt(longIdMin)) return value.length <= longIdMaxLength ? value : null;
  if (value.length <= typeDigits || value.length > shortIdMaxLength || !/^[0-9a-zA-Z]+$/.test(value)) return null;
  const kind = decode(value.slice(0, typeDigits));
  const counter = decode(value.slice(typeDigits));
  if (kind === null || counter === null || kind > 999n) return null;
  const counterText = counter.toString();
  if (counterText.length > counterDigits) return null;
  return `1${kind.toString().padStart(3, '0')}${counterText.padStart(counterDigits, '0')}`;
}
