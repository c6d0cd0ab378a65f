/** The @word being typed just before the caret, if any: where it starts and what it holds so far. */
export function mentionAt(text: string, caret: number): { start: number; query: string } | null {
  const match = /(^|\s)@([^\s@]*)$/.exec(text.slice(0, caret));
  if (!match) return null;
  const query = match[2] ?? '';
  return { start: caret - query.length - 1, query };
}

/** The text with the @word at `start` replaced by the chosen username and a space. */
export function insertMention(
  text: string,
  start: number,
  caret: number,
  username: string,
): { text: string; caret: number } {
  const inserted = `@${username} `;
  return { text: text.slice(0, start) + inserted + text.slice(caret), caret: start + inserted.length };
}
