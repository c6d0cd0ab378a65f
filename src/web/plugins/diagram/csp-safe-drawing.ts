// While mermaid draws, the three ways it would bring styles into the page that the content security policy
// refuses (one reported violation each, some forty a diagram) are turned into ways the policy allows:
// style attributes it sets go through the CSSOM, its style element carries the page's nonce (so its sheet
// applies while mermaid measures the text, and the layout fits the type it is drawn in), and the markup
// its own DOMPurify parses has its styles set aside as ours does (styles-aside.ts).
import DOMPurify from 'dompurify';
import { putStylesBack, setStylesAside, STYLE_ASIDE_ATTRIBUTE } from '../../../shared/markdown/styles-aside.ts';
import { styleNonce } from '../../app/style-nonce.ts';

type Sanitize = typeof DOMPurify.sanitize;

const original = {
  setAttribute: Element.prototype.setAttribute,
  createElement: Document.prototype.createElement,
  sanitize: DOMPurify.sanitize,
};

function setStyleAttribute(this: Element, name: string, value: string): void {
  if (name.toLowerCase() === 'style' && (this instanceof HTMLElement || this instanceof SVGElement))
    this.style.cssText = value;
  else original.setAttribute.call(this, name, value);
}

function createNoncedElement(this: Document, name: string, options?: ElementCreationOptions): HTMLElement {
  const element = original.createElement.call(this, name, options);
  const nonce = styleNonce();
  if (nonce && element instanceof HTMLStyleElement) element.nonce = nonce;
  return element;
}

/** The string-to-string form mermaid calls, with the styles set aside; any other call is served as before. */
const sanitizeStylesAside = ((dirty: string | Node, config?: Parameters<Sanitize>[1]) => {
  if (typeof dirty !== 'string' || config?.RETURN_DOM || config?.RETURN_DOM_FRAGMENT)
    return original.sanitize(dirty as string, config ?? {});
  const aside = setStylesAside(dirty);
  const added = config?.ADD_ATTR;
  const addAttributes =
    typeof added === 'function'
      ? (name: string, tag: string) => name === STYLE_ASIDE_ATTRIBUTE || added(name, tag)
      : [...(added ?? []), STYLE_ASIDE_ATTRIBUTE];
  const clean = original.sanitize(aside.markup, { ...config, ADD_ATTR: addAttributes });
  return putStylesBack(String(clean), aside.sheet);
}) as Sanitize;

/** Drawings under way: the first one in puts the entry points in place, the last one out restores them. */
let drawings = 0;

/** Runs `draw` with the page's style entry points made policy-safe, and puts them back after. */
export async function drawingUnderPolicy<T>(draw: () => Promise<T>): Promise<T> {
  if (drawings++ === 0) {
    Element.prototype.setAttribute = setStyleAttribute;
    Document.prototype.createElement = createNoncedElement as typeof Document.prototype.createElement;
    DOMPurify.sanitize = sanitizeStylesAside;
  }
  try {
    return await draw();
  } finally {
    if (--drawings === 0) {
      Element.prototype.setAttribute = original.setAttribute;
      Document.prototype.createElement = original.createElement;
      DOMPurify.sanitize = original.sanitize;
    }
  }
}
