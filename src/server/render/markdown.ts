// The contract every writer of posts calls: parsed_text = renderMarkdown(original_text).
import { markdownToUnsafeHtml } from '../../shared/markdown/markdown-rules.ts';
import { sanitizePostHtml } from './sanitize.ts';

/** Markdown (with the inline HTML the allowlist keeps) to the sanitized HTML that is stored and shown. */
export function renderMarkdown(source: string): string {
  return sanitizePostHtml(markdownToUnsafeHtml(source));
}
