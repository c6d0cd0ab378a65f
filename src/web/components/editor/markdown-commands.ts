// What each toolbar button does to the text: pure functions from the text and its selection to the new
// text and selection, so they are tested without a browser.

export interface TextState {
  text: string;
  /** selection start and end (equal when nothing is selected) */
  start: number;
  end: number;
}

function replaceSelection(state: TextState, insert: string, selectFrom: number, selectTo: number): TextState {
  const text = state.text.slice(0, state.start) + insert + state.text.slice(state.end);
  return { text, start: state.start + selectFrom, end: state.start + selectTo };
}

/** Wraps the selection (or a placeholder, left selected) in a marker: **bold**, *italic*, `code`. */
export function wrapSelection(state: TextState, marker: string, placeholder: string): TextState {
  const inner = state.text.slice(state.start, state.end) || placeholder;
  return replaceSelection(state, `${marker}${inner}${marker}`, marker.length, marker.length + inner.length);
}

/** The start of the line the selection starts on and the end of the line it ends on. */
function selectedLines(state: TextState): { from: number; to: number } {
  const from = state.text.lastIndexOf('\n', state.start - 1) + 1;
  const lineEnd = state.text.indexOf('\n', state.end);
  return { from, to: lineEnd === -1 ? state.text.length : lineEnd };
}

/**
 * Prefixes every selected line (quote `> `, list `- `, heading `## `); `numbered` counts 1. 2. 3.
 * An empty line gets the placeholder after its prefix.
 */
export function prefixLines(state: TextState, prefix: string, placeholder: string, numbered = false): TextState {
  const { from, to } = selectedLines(state);
  const lines = state.text.slice(from, to).split('\n');
  const prefixed = lines
    .map((line, index) => `${numbered ? `${index + 1}. ` : prefix}${line || placeholder}`)
    .join('\n');
  const text = state.text.slice(0, from) + prefixed + state.text.slice(to);
  return { text, start: from, end: from + prefixed.length };
}

/** Inserts a block (code fence, table, rule, image) on lines of its own, separated by blank lines. */
export function insertBlock(state: TextState, block: string): TextState {
  const before = state.text.slice(0, state.start);
  const after = state.text.slice(state.end);
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail = after === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const insert = `${lead}${block}${trail}`;
  return replaceSelection(state, insert, lead.length, lead.length + block.length);
}

/** Inserts inline markdown (a link) in place of the selection, and selects it. */
export function insertInline(state: TextState, markdown: string): TextState {
  return replaceSelection(state, markdown, 0, markdown.length);
}

/** A fenced code block whose fence is longer than any backtick run inside the code. */
export function codeBlock(code: string, language: string): string {
  const longestRun = Math.max(2, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  return `${fence}${language.trim()}\n${code.replace(/\n$/, '')}\n${fence}`;
}

/** Link or image destinations in angle brackets, so spaces and parentheses in a URL stay part of it. */
function destination(url: string): string {
  return `<${url.trim().replace(/[<>]/g, encodeURIComponent)}>`;
}

/** Text in [] with the characters that would end or nest the brackets escaped. */
function bracketText(text: string): string {
  return text.replace(/([\\[\]])/g, '\\$1');
}

export function linkMarkdown(url: string, text: string): string {
  return `[${bracketText(text.trim() || url.trim())}](${destination(url)})`;
}

export function imageMarkdown(url: string, alt: string): string {
  return `![${bracketText(alt.trim())}](${destination(url)})`;
}

/** A table skeleton of the given size with header placeholders. */
export function tableMarkdown(columns: number, rows: number, header: (column: number) => string, cell: string): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const headers = Array.from({ length: columns }, (_, column) => header(column + 1));
  const body = Array.from({ length: rows }, () => line(Array.from({ length: columns }, () => cell)));
  return [line(headers), line(headers.map(() => '---')), ...body].join('\n');
}
