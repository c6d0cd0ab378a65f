// Placeholder of h/render's renderer (same contract), so the question domain can store parsed_text
// before that branch merges; on merge take h/render's file.
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

const markdown = new MarkdownIt({ html: false, linkify: true });

/** Markdown to sanitized HTML. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.render(source));
}
