import { constants } from '../../../../generated/constants.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The start of a rendered body as plain text, for list items (answer-api-facts `description`). */
export function excerptOf(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_match, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  const max = constants.limits.question.excerpt_max;
  // max code points span at most twice as many UTF-16 units: only that much is split into code points
  return text.length > max ? `${[...text.slice(0, max * 2)].slice(0, max).join('').trimEnd()}…` : text;
}
