// What a formula drawn by the math plugin may contain: KaTeX's MathML output (output: 'mathml', so no
// style attributes, which the pages' CSP would refuse anyway) and the span around it. Everything else is
// removed, whatever KaTeX was made to emit: no links (\href), no HTML inside MathML (annotation-xml), no
// styles. Attribute values are short words, numbers and lengths.
export const mathTags = [
  'span',
  'math',
  'semantics',
  'annotation',
  'mrow',
  'mi',
  'mn',
  'mo',
  'ms',
  'mtext',
  'mspace',
  'msup',
  'msub',
  'msubsup',
  'mfrac',
  'msqrt',
  'mroot',
  'mover',
  'munder',
  'munderover',
  'mtable',
  'mtr',
  'mtd',
  'mstyle',
  'mpadded',
  'mphantom',
  'menclose',
] as const;

export const mathAttributes = [
  'class',
  'display',
  'mathvariant',
  'mathcolor',
  'mathbackground',
  'stretchy',
  'fence',
  'separator',
  'lspace',
  'rspace',
  'width',
  'height',
  'depth',
  'voffset',
  'linethickness',
  'columnalign',
  'columnspacing',
  'rowspacing',
  'columnlines',
  'rowlines',
  'accent',
  'accentunder',
  'minsize',
  'maxsize',
  'movablelimits',
  'symmetric',
  'notation',
  'scriptlevel',
  'displaystyle',
  'encoding',
] as const;

/** Words, numbers, lengths and colours: nothing that could be a URL, a style or markup. */
const PLAIN_VALUE = /^[#a-z0-9 .+%-]{0,100}$/i;
const SPAN_CLASS = /^katex(-[a-z]+)?$/;
const TEX_ENCODING = 'application/x-tex';

/** True when a MathML attribute's value may stay. */
export function isAllowedMathValue(name: string, value: string): boolean {
  if (name === 'encoding') return value === TEX_ENCODING;
  return PLAIN_VALUE.test(value);
}

/** True when a span's class is one of KaTeX's wrappers. */
export function isAllowedMathClass(className: string): boolean {
  return SPAN_CLASS.test(className);
}
