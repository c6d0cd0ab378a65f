import { constants } from '../../../../generated/constants.ts';

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Elements that end a line of text: where one closes or opens the text gets a space, other tags leave none. */
const BLOCK_TAGS = new Set([
  ...['p', 'div', 'br', 'hr', 'pre', 'blockquote', 'ul', 'ol', 'li', 'dl', 'dt', 'dd'],
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'table', 'tr', 'td', 'th', 'details', 'summary', 'figure', 'figcaption'],
]);
const CODE_TAGS = new Set(['code', 'pre', 'kbd', 'samp']);
// Inside code, spaces are part of the text: they are held as this private-use character while the
// spaces around are folded, then given back.
const CODE_SPACE = '\uE000';

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== '#') return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

/** Code's lines joined by a space (a line break and the next line's indent fold away), its spaces within a line kept. */
function codeLines(code: string): string {
  return code
    .split(/[ \t]*\r?\n\s*/)
    .map((line) => line.replaceAll(' ', CODE_SPACE))
    .join(' ');
}

/**
 * A rendered body as plain text: tags dropped (block elements leave a space, inline ones such as a
 * highlighter's spans nothing, so `range(3)` stays whole), entities read, spaces folded, except that
 * code keeps its own spacing on each line (a line break and the next line's indent make one space).
 */
export function plainTextOf(html: string): string {
  let codeDepth = 0;
  let text = '';
  for (const [, closing, tag, content] of html.matchAll(/<(\/?)([a-zA-Z][\w-]*)[^>]*>|([^<]+|<)/g)) {
    if (tag) {
      const name = tag.toLowerCase();
      if (BLOCK_TAGS.has(name)) text += ' ';
      if (CODE_TAGS.has(name)) codeDepth = Math.max(0, codeDepth + (closing ? -1 : 1));
      continue;
    }
    const decoded = decodeEntities(content ?? '');
    text += codeDepth > 0 ? codeLines(decoded) : decoded;
  }
  return text.replace(/\s+/g, ' ').trim().replaceAll(CODE_SPACE, ' ').trim();
}

/** At most `max` code points of a text, with an ellipsis when cut. */
export function clipText(text: string, max: number): string {
  // max code points span at most twice as many UTF-16 units: only that much is split into code points
  return text.length > max ? `${[...text.slice(0, max * 2)].slice(0, max).join('').trimEnd()}…` : text;
}

/** The start of a rendered body as plain text, for list items (answer-api-facts `description`). */
export function excerptOf(html: string): string {
  return clipText(plainTextOf(html), constants.limits.question.excerpt_max);
}
