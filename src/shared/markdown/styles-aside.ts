// Mermaid's SVG carries its look in style attributes and a <style> element. Parsing such markup in the page
// (DOMPurify does, with DOMParser) makes the page's content security policy refuse each of them, one
// reported violation apiece, though the picture is only ever shown as an image. So the sanitizer is handed
// the markup with its styles set aside, and they are put back into the sanitized text afterwards: the
// style attributes under another name (the sanitizer keeps and checks them as it would `style`), the style
// sheets as text.

/** The name a style attribute travels under through the sanitizer. */
export const STYLE_ASIDE_ATTRIBUTE = 'data-quorum-style';

const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
/** A start tag: in serialized markup `<` starts nothing else (text escapes it, attribute values too). */
const START_TAG = /<[a-zA-Z][^<>]*>/g;
const SVG_START = /^(\s*<svg\b[^<>]*>)/i;

const renamed = (markup: string, from: string, to: string) =>
  markup.replace(START_TAG, (tag) => tag.replace(new RegExp(`(\\s)${from}=`, 'gi'), `$1${to}=`));

/**
 * `<` and `&` (which could end the sheet or start markup, and which XML refuses in text) written as CSS
 * escapes: the sheet's text then reads the same wherever the SVG is parsed, as HTML or as XML.
 */
const inert = (css: string) => css.replace(/</g, '\\3c ').replace(/&/g, '\\26 ');

export interface StylesAside {
  markup: string;
  /** the text of the markup's style elements, in order */
  sheet: string;
}

export function setStylesAside(svg: string): StylesAside {
  const sheets: string[] = [];
  const withoutSheets = svg.replace(STYLE_ELEMENT, (_element, css: string) => {
    sheets.push(css);
    return '';
  });
  return { markup: renamed(withoutSheets, 'style', STYLE_ASIDE_ATTRIBUTE), sheet: inert(sheets.join('\n')) };
}

/** The sanitized SVG with its styles back: the attributes under their name, the sheet first in the picture. */
export function putStylesBack(svg: string, sheet: string): string {
  const styled = renamed(svg, STYLE_ASIDE_ATTRIBUTE, 'style');
  return sheet ? styled.replace(SVG_START, (start) => `${start}<style>${sheet}</style>`) : styled;
}
