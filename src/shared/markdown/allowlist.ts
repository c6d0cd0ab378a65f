// What stored and previewed post HTML may contain. The server's sanitize-html and the browser preview's
// DOMPurify are both configured from these lists, so the preview shows what will be stored. Anything not
// listed is removed: scripts, styles, event handlers, frames, forms, svg/math, `target`, ...
export const allowedTags = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'code',
  'kbd',
  'samp',
  'var',
  'sub',
  'sup',
  'em',
  'strong',
  'b',
  'i',
  's',
  'del',
  'ins',
  'mark',
  'small',
  'abbr',
  'a',
  'img',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'span',
  'details',
  'summary',
] as const;

/** Attributes per tag; `class` is listed where classes are allowed, and then filtered by `allowedClasses`. */
export const allowedAttributes: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  abbr: ['title'],
  ol: ['start'],
  th: ['align'],
  td: ['align'],
  code: ['class'],
  span: ['class'],
};

/** Classes a tag may carry: the ones highlighting writes. */
export const allowedClasses: Readonly<Record<string, readonly RegExp[]>> = {
  code: [/^hljs$/, /^language-[a-z0-9_+#-]+$/],
  span: [/^hljs-[a-z0-9_-]+$/],
};

/** Attribute values restricted beyond "present": table cell alignment and sizes. */
export const allowedValues: Readonly<Record<string, RegExp>> = {
  align: /^(left|center|right)$/,
  width: /^[0-9]{1,4}$/,
  height: /^[0-9]{1,4}$/,
  start: /^[0-9]{1,9}$/,
};

/** URL schemes links and images may use; URLs without a scheme (relative, #anchor) are kept. */
export const allowedSchemes = ['http', 'https', 'mailto'] as const;

/** Every link gets this rel, whatever the author wrote (user generated content, not endorsed). */
export const linkRel = 'nofollow ugc';

/** Attributes holding a URL, checked against `allowedSchemes`. */
export const urlAttributes = ['href', 'src'] as const;

// Browsers ignore ASCII whitespace and control characters inside a scheme ("java\tscript:"); so do we.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const IGNORED_IN_SCHEME = /[\u0000-\u0020\u007f]+/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** True when a URL has no scheme (relative, #anchor, //host) or one of `allowedSchemes`. */
export function isAllowedUrl(url: string): boolean {
  const scheme = SCHEME.exec(url.replace(IGNORED_IN_SCHEME, ''))?.[1]?.toLowerCase();
  return scheme === undefined || (allowedSchemes as readonly string[]).includes(scheme);
}

/** True when an attribute's value is acceptable (attributes without a value rule accept any value). */
export function isAllowedValue(attribute: string, value: string): boolean {
  return allowedValues[attribute]?.test(value) ?? true;
}

/** True when a class on this tag is one the allowlist keeps. */
export function isAllowedClass(tag: string, className: string): boolean {
  return (allowedClasses[tag] ?? []).some((pattern) => pattern.test(className));
}
