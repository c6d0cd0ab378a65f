import { constants } from '../../../../generated/constants.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** A rendered body as plain text: tags dropped, the entities our renderer writes decoded, spaces collapsed. */
export function plainTextOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_match, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
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
