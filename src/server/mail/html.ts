import type { Language } from '../../../generated/messages/index.ts';

/** Text made safe for an HTML mail body or attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A whole HTML mail of the given (already escaped) paragraphs, in the recipient's language. */
export function document(language: Language, paragraphs: string[]): string {
  return `<!doctype html>\n<html lang="${language.replace('_', '-')}"><body>\n${paragraphs.join('\n')}\n</body></html>\n`;
}
