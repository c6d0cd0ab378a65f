// The browser preview's sanitizer: DOMPurify configured from the shared allowlist, so the preview shows the
// HTML the server's sanitize-html will store. Takes the window to work in (the page's, or jsdom's in tests).
import createDOMPurify, { type WindowLike } from 'dompurify';
import {
  allowedAttributes,
  allowedTags,
  isAllowedClass,
  isAllowedUrl,
  isAllowedValue,
  linkRel,
  urlAttributes,
} from './allowlist.ts';
import { markdownToUnsafeHtml } from './markdown-rules.ts';

const everyAllowedAttribute = [...new Set(Object.values(allowedAttributes).flat())];

/** A sanitizer for post HTML in the given window. */
export function createPostPurifier(window: WindowLike): (html: string) => string {
  const purify = createDOMPurify(window);
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const tag = node.nodeName.toLowerCase();
    const name = data.attrName;
    if (!(allowedAttributes[tag] ?? []).includes(name) || !isAllowedValue(name, data.attrValue)) {
      data.keepAttr = false;
    } else if ((urlAttributes as readonly string[]).includes(name) && !isAllowedUrl(data.attrValue)) {
      data.keepAttr = false;
    } else if (name === 'class') {
      data.attrValue = data.attrValue
        .split(/\s+/)
        .filter((className) => isAllowedClass(tag, className))
        .join(' ');
      if (!data.attrValue) data.keepAttr = false;
    }
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName.toLowerCase() === 'a') node.setAttribute('rel', linkRel);
  });
  const config = {
    ALLOWED_TAGS: [...allowedTags],
    ALLOWED_ATTR: everyAllowedAttribute,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
  };
  return (html) => purify.sanitize(html, config);
}

/** Markdown to preview HTML: the shared rules, then DOMPurify. */
export function createMarkdownPreview(window: WindowLike): (source: string) => string {
  const purifyPost = createPostPurifier(window);
  return (source) => purifyPost(markdownToUnsafeHtml(source));
}
