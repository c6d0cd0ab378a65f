import type { Language } from '../../../generated/messages/index.ts';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A mail's HTML body: its paragraphs (already escaped) in a document of the mail's language. */
export function mailDocument(language: Language, paragraphs: string[]): string {
  return `<!doctype html>\n<html lang="${language.replace('_', '-')}"><body>\n${paragraphs.join('\n')}\n</body></html>\n`;
}
