// While mermaid draws, the three ways it would bring styles into the page that the content security policy
// refuses (one reported violation each, some forty a diagram) are turned into ways the policy allows:
// style attributes it sets go through the CSSOM, its style element carries the page's nonce (so its sheet
// applies while mermaid measures the text, and the layout fits the type it is drawn in), and the markup
// its own DOMPurify parses has its styles set aside as ours does (styles-aside.ts).
import DOMPurify from 'dompurify';
import { putStylesBack, setStylesAside, STYLE_ASIDE_ATTRIBUTE } from '../../../shared/markdown/styles-aside.ts';
import { styleNonce } from '../../app/style-nonce.ts';

type Sanitize = typeof DOMPurify.sanitize;

/** Runs `draw` with the page's style entry points made policy-safe, and puts them back after. */
export async function drawingUnderPolicy<T>(draw: () => Promise<T>): Promise<T> {
  const { setAttribute } = Element.prototype;
  const { createElement } = Document.prototype;
  const { sanitize } = DOMPurify;
  const nonce = styleNonce();
  Element.prototype.setAttribute = function (this: Element, name: string, value: string) {
    if (name.toLowerCase() === 'style' && (this instanceof HTMLElement || this instanceof SVGElement))
      this.style.cssText = value;
    else setAttribute.call(this, name, value);
  };
  Document.prototype.createElement = function (this: Document, name: string, options?: ElementCreationOptions) {
    const element = createElement.call(this, name, options);
    if (nonce && element instanceof HTMLStyleElement) element.nonce = nonce;
    return element;
  };
  DOMPurify.sanitize = ((dirty: string | Node, config?: Parameters<Sanitize>[1]) => {
    // only the string-to-string form mermaid uses; any other caller is served as before
    if (typeof dirty !== 'string' || config?.RETURN_DOM || config?.RETURN_DOM_FRAGMENT)
      return sanitize(dirty as string, config ?? {});
    const aside = setStylesAside(dirty);
    const clean = sanitize(aside.markup, {
      ...config,
      ADD_ATTR: [...[config?.ADD_ATTR ?? []].flat(), STYLE_ASIDE_ATTRIBUTE],
    });
    return putStylesBack(String(clean), aside.sheet);
  }) as Sanitize;
  try {
    return await draw();
  } finally {
    Element.prototype.setAttribute = setAttribute;
    Document.prototype.createElement = createElement;
    DOMPurify.sanitize = sanitize;
  }
}
