const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * The HTML stored beside a bio. Markdown rendering arrives with the post editor; until then the
 * text is shown as written: every character HTML-escaped, line breaks kept, so it is safe as is.
 */
export function bioHtml(bio: string): string {
  return bio
    .replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character)
    .replace(/\r\n?/g, '\n')
    .replace(/\n/g, '<br>\n');
}
