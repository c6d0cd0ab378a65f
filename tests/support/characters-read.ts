type Method = 'charCodeAt' | 'codePointAt' | 'indexOf' | 'lastIndexOf' | 'toLowerCase' | 'toUpperCase';

/** How many characters a call read, from the string, its arguments and its result. */
const READS: Record<Method, (text: string, args: unknown[], result: unknown) => number> = {
  charCodeAt: () => 1,
  codePointAt: () => 1,
  indexOf: (text, [, from = 0], found) => {
    const start = Math.max(0, Math.min(Number(from), text.length));
    return found === -1 ? text.length - start : Number(found) - start + 1;
  },
  lastIndexOf: (text, [, from = Infinity], found) => {
    const start = Math.max(0, Math.min(Number(from), text.length - 1));
    return found === -1 ? start + 1 : start - Number(found) + 1;
  },
  toLowerCase: (text) => text.length,
  toUpperCase: (text) => text.length,
};

/**
 * How many characters `work` read through the string methods parsers scan with (markdown-it, htmlparser2
 * and parse5 read one character code at a time; searches count the stretch they covered): a count of work
 * that, unlike a time, is the same on any machine under any load. Matching by a regular expression is not
 * counted. `work` must be synchronous: every string read while it runs is counted.
 */
export function charactersRead(work: () => void): number {
  const prototype = String.prototype as unknown as Record<Method, (...args: unknown[]) => unknown>;
  const originals = Object.fromEntries(
    Object.keys(READS).map((method) => [method, prototype[method as Method]]),
  ) as Record<Method, (...args: unknown[]) => unknown>;
  let read = 0;
  for (const method of Object.keys(READS) as Method[]) {
    const original = originals[method];
    prototype[method] = function (this: string, ...args: unknown[]) {
      const result = original.apply(this, args);
      read += READS[method](String(this), args, result);
      return result;
    };
  }
  try {
    work();
  } finally {
    Object.assign(prototype, originals);
  }
  return read;
}
