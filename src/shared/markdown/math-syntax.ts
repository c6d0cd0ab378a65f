// Math in posts: `$…$` (and `$$…$$` inside a line) becomes inline code of the math "language", a block
// between `$$` lines becomes a fenced block of it, the same HTML a ```math fence gives. The stored HTML thus
// shows the TeX source as code, readable while the math plugin is off and safe with no sanitizer change;
// the plugin draws it in the browser (src/web/plugins/math). The delimiters follow pandoc's tex_math_dollars
// so prices stay text: an opening `$` is followed by a non-space, a closing one preceded by a non-space and
// not followed by a digit ("$5 and $6" is no formula).
import type { MarkdownIt, StateBlock, StateInline } from 'markdown-it';

export const MATH_LANGUAGE = 'math';
const DOLLAR = 0x24;
const BACKSLASH = 0x5c;
const BLOCK_DELIMITER = '$$';
const MAX_BLOCK_INDENT = 4;

/**
 * Remembers where a search for a closing delimiter last found none, so the next opening after it in the
 * same text gives up at once: without it, text full of unclosed `$` would cost quadratic time.
 */
class MissMemo {
  #text = '';
  #scope = '';
  #from = Infinity;

  /** `scope` tells apart searches of one text that end in different places (a quote, a list item) */
  missedAfter(text: string, scope: string, from: number): boolean {
    return from >= this.#from && scope === this.#scope && text === this.#text;
  }

  remember(text: string, scope: string, from: number): void {
    if (text === this.#text && scope === this.#scope && from >= this.#from) return;
    [this.#text, this.#scope, this.#from] = [text, scope, from];
  }
}

const inlineMisses = new MissMemo();
const blockMisses = new MissMemo();

const isSpace = (code: number) => code === 0x20 || code === 0x09 || code === 0x0a;
const isDigit = (code: number) => code >= 0x30 && code <= 0x39;

/** Where the `$` closing an inline formula whose content starts at `from` is, or -1. */
function closingDollar(src: string, from: number, end: number): number {
  for (let at = from; at < end; at++) {
    const code = src.charCodeAt(at);
    if (code === BACKSLASH) {
      at++;
      continue;
    }
    if (code !== DOLLAR) continue;
    if (isSpace(src.charCodeAt(at - 1))) continue;
    if (isDigit(src.charCodeAt(at + 1))) continue;
    return at;
  }
  return -1;
}

function inlineMath(state: StateInline, silent: boolean): boolean {
  const start = state.pos;
  if (state.src.charCodeAt(start) !== DOLLAR) return false;
  if (inlineMisses.missedAfter(state.src, '', start)) return false;
  const double = state.src.charCodeAt(start + 1) === DOLLAR;
  let content: string;
  let next: number;
  if (double) {
    const close = state.src.indexOf(BLOCK_DELIMITER, start + 2);
    if (close < 0 || close >= state.posMax) {
      inlineMisses.remember(state.src, '', start);
      return false;
    }
    content = state.src.slice(start + 2, close);
    next = close + 2;
  } else {
    if (isSpace(state.src.charCodeAt(start + 1))) return false;
    const close = closingDollar(state.src, start + 1, state.posMax);
    if (close < 0) {
      inlineMisses.remember(state.src, '', start);
      return false;
    }
    content = state.src.slice(start + 1, close);
    next = close + 1;
  }
  if (!content.trim()) return false;
  if (!silent) {
    const token = state.push('code_inline', 'code', 0);
    token.markup = double ? BLOCK_DELIMITER : '$';
    token.content = content.trim();
    token.attrSet('class', `language-${MATH_LANGUAGE}`);
  }
  state.pos = next;
  return true;
}

function blockMath(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  if (state.sCount[startLine]! - state.blkIndent >= MAX_BLOCK_INDENT) return false;
  const lineText = (line: number) => state.src.slice(state.bMarks[line]! + state.tShift[line]!, state.eMarks[line]);
  const first = lineText(startLine).trimEnd();
  if (!first.startsWith(BLOCK_DELIMITER)) return false;
  const scope = `${endLine}:${state.blkIndent}`;

  const lines: string[] = [];
  let lastLine = startLine;
  const rest = first.slice(BLOCK_DELIMITER.length);
  if (rest.endsWith(BLOCK_DELIMITER)) {
    lines.push(rest.slice(0, -BLOCK_DELIMITER.length));
  } else {
    if (blockMisses.missedAfter(state.src, scope, startLine)) return false;
    if (rest.trim()) lines.push(rest);
    let closed = false;
    for (let line = startLine + 1; line < endLine; line++) {
      // a block ends where its container ends (a quote, a list item)
      if (state.sCount[line]! < state.blkIndent) break;
      const text = lineText(line).trimEnd();
      if (text.endsWith(BLOCK_DELIMITER)) {
        lines.push(text.slice(0, -BLOCK_DELIMITER.length));
        lastLine = line;
        closed = true;
        break;
      }
      lines.push(text);
    }
    if (!closed) {
      blockMisses.remember(state.src, scope, startLine);
      return false;
    }
  }
  const content = lines.join('\n').trim();
  if (!content) return false;
  if (silent) return true;

  const token = state.push('fence', 'code', 0);
  token.info = MATH_LANGUAGE;
  token.markup = BLOCK_DELIMITER;
  token.content = `${content}\n`;
  token.map = [startLine, lastLine + 1];
  state.line = lastLine + 1;
  return true;
}

/** Adds the math delimiters to a markdown-it instance. */
export function recognizeMath(markdownIt: MarkdownIt): void {
  // after code spans, so `$x$` between backticks stays code
  markdownIt.inline.ruler.after('backticks', 'math_inline', inlineMath);
  markdownIt.block.ruler.before('fence', 'math_block', blockMath, { alt: ['paragraph', 'blockquote', 'list'] });
}
