// The diagram plugin's sanitizer for the SVG mermaid draws: DOMPurify's SVG profile without the parts that
// reach outside the picture (links, images, <use>, foreignObject's HTML, any href). The picture is then shown
// as an <img>, where nothing in it can run or touch the page: this is the second of two walls. Its styles
// go round the parser (styles-aside.ts), so the page's content security policy has nothing to refuse.
import createDOMPurify, { type WindowLike } from 'dompurify';
import { putStylesBack, setStylesAside, STYLE_ASIDE_ATTRIBUTE } from './styles-aside.ts';

export function createDiagramPurifier(window: WindowLike): (svg: string) => string {
  const purify = createDOMPurify(window);
  const config = {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['a', 'image', 'use', 'foreignObject', 'script', 'iframe', 'animate', 'set', 'animateMotion'],
    FORBID_ATTR: ['href', 'xlink:href'],
    ADD_ATTR: [STYLE_ASIDE_ATTRIBUTE],
    ALLOW_DATA_ATTR: false,
  };
  return (svg) => {
    const aside = setStylesAside(svg);
    return putStylesBack(purify.sanitize(aside.markup, config), aside.sheet);
  };
}
