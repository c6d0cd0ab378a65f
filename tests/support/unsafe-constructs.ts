// Inspects post HTML as a browser parses it and names everything outside the allowlist: elements, attributes,
// classes, and URLs whose scheme (as the WHATWG URL parser reads it) is not http, https or mailto.
import { allowedAttributes, allowedTags, isAllowedClass, linkRel } from '../../src/shared/markdown/allowlist.ts';

const SAFE_PROTOCOLS = ['http:', 'https:', 'mailto:'];
const URL_ATTRIBUTES = [
  'href',
  'src',
  'srcset',
  'action',
  'formaction',
  'xlink:href',
  'poster',
  'background',
  'cite',
  'data',
];

function protocolOf(url: string): string {
  try {
    return new URL(url, 'https://site.example/answer/questions/1').protocol;
  } catch {
    return 'unparsable:';
  }
}

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/** What a plugin's output may hold beyond the post allowlist (the math plugin's MathML, say). */
export interface ExtraAllowlist {
  namespace: string;
  tags: readonly string[];
  attributes: readonly string[];
  isAllowedClass(tag: string, className: string): boolean;
}

const NOTHING_EXTRA: ExtraAllowlist = {
  namespace: HTML_NAMESPACE,
  tags: [],
  attributes: [],
  isAllowedClass: () => false,
};

/** What in this HTML could run script or escape the allowlist; empty when the HTML is safe. */
export function unsafeConstructs(html: string, document: Document, extra = NOTHING_EXTRA): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  const problems: string[] = [];
  for (const element of template.content.querySelectorAll('*')) {
    const tag = element.localName;
    const isExtra = element.namespaceURI === extra.namespace && extra.tags.includes(tag);
    if (element.namespaceURI !== HTML_NAMESPACE && !isExtra)
      problems.push(`<${tag}> in namespace ${element.namespaceURI}`);
    if (!(allowedTags as readonly string[]).includes(tag) && !isExtra) problems.push(`element <${tag}>`);
    for (const { name, value } of element.attributes) {
      if (name.startsWith('on')) problems.push(`event handler ${name} on <${tag}>`);
      else if (!(allowedAttributes[tag] ?? []).includes(name) && !(isExtra && extra.attributes.includes(name)))
        problems.push(`attribute ${name} on <${tag}>`);
      if (URL_ATTRIBUTES.includes(name) && !SAFE_PROTOCOLS.includes(protocolOf(value)))
        problems.push(`${name}="${value}" on <${tag}>`);
      if (name === 'class') {
        for (const className of value.split(/\s+/).filter(Boolean)) {
          if (!isAllowedClass(tag, className) && !extra.isAllowedClass(tag, className))
            problems.push(`class ${className} on <${tag}>`);
        }
      }
    }
    if (tag === 'a' && element.getAttribute('rel') !== linkRel) problems.push(`link without rel="${linkRel}"`);
  }
  return problems;
}
