// The math plugin's sanitizer: DOMPurify held to ./math-allowlist.ts. Takes the window to work in (the
// page's, or jsdom's in tests), and answers a fragment so the checked tree is the one inserted (no second parse).
import createDOMPurify, { type WindowLike } from 'dompurify';
import { isAllowedMathClass, isAllowedMathValue, mathAttributes, mathTags } from './math-allowlist.ts';

export function createMathPurifier(window: WindowLike): (html: string) => DocumentFragment {
  const purify = createDOMPurify(window);
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const keep =
      data.attrName === 'class'
        ? node.nodeName.toLowerCase() === 'span' && data.attrValue.split(/\s+/).every(isAllowedMathClass)
        : isAllowedMathValue(data.attrName, data.attrValue);
    if (!keep) data.keepAttr = false;
  });
  const config = {
    ALLOWED_TAGS: [...mathTags],
    ALLOWED_ATTR: [...mathAttributes],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    RETURN_DOM_FRAGMENT: true as const,
  };
  return (html) => purify.sanitize(html, config);
}
