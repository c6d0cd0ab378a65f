// Raw HTML in a post is kept tag by tag, so one bad tag never costs the text around it. Left to the sanitizers,
// an unclosed <svg>, <script> or <textarea> removes everything after it (they drop such elements with their
// content), and an unclosed comment or <script> line makes markdown-it treat the rest of the post as one raw
// HTML block. So: a tag outside the allowlist is shown as text, a comment or other markup declaration is
// dropped, a `<` that starts no complete tag is shown as text, and an HTML block is only opened by an allowed
// tag (or a comment that is closed later); anything else stays ordinary markdown. Tags are recognised by
// markdown-it's own scanner, whose cost is linear in the text.
import MarkdownIt from 'markdown-it';
import type { MarkdownIt as MarkdownItInstance, StateBlock, Token } from 'markdown-it';
import { allowedTags } from './allowlist.ts';

type BlockRule = (state: StateBlock, startLine: number, endLine: number, silent: boolean) => boolean;

const allowed = new Set<string>(allowedTags);
const TAG_NAME = /^<\/?([A-Za-z][A-Za-z0-9-]*)/;
const COMMENT_OPEN = '<!--';
const COMMENT_CLOSE = '-->';
// markdown-it lets <pre> (like <script>) hold a block up to its closing tag or the end of the post.
const PRE_OPEN = /^<pre(?=\s|>|$)/i;
const PRE_CLOSE = '</pre>';

/** markdown-it hands out rules by chain, not by name: an instance with html_block alone yields the stock rule. */
function stockHtmlBlockRule(): BlockRule {
  const only = new MarkdownIt('zero', { html: true });
  only.block.ruler.enableOnly(['html_block']);
  const [rule] = only.block.ruler.getRules('');
  if (!rule) throw new Error('markdown-it has no html_block rule');
  return rule;
}

/** Recognises complete tags, comments and declarations in a raw HTML block, the way inline HTML is read. */
const tagScanner = new MarkdownIt('zero', { html: true }).enable('html_inline');

/** The tag name when this raw HTML is an opening or closing tag the allowlist keeps. */
function allowedTagName(html: string): string | undefined {
  const name = TAG_NAME.exec(html)?.[1]?.toLowerCase();
  return name !== undefined && allowed.has(name) ? name : undefined;
}

/** What an inline HTML construct becomes: itself (allowed tag), nothing (comment, declaration), or text. */
function keptHtml(html: string): { kind: 'html' | 'text'; content: string } {
  if (allowedTagName(html)) return { kind: 'html', content: html };
  if (html.startsWith('<!') || html.startsWith('<?')) return { kind: 'html', content: '' };
  return { kind: 'text', content: html };
}

function escapeText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** A raw HTML block with only allowed tags left as HTML; every other `<` reaches the page as text. */
export function neutralizeHtmlBlock(html: string): string {
  const children = tagScanner.parseInline(html, {})[0]?.children ?? [];
  return children
    .map((child) => {
      if (child.type !== 'html_inline') return child.content.replaceAll('<', '&lt;');
      const kept = keptHtml(child.content);
      return kept.kind === 'html' ? kept.content : escapeText(kept.content);
    })
    .join('');
}

/** Where the last comment and <pre> closer of a post sit, found once per render (keyed by its env). */
const closersByEnv = new WeakMap<object, { comment: number; pre: number }>();

function lastClosers(state: StateBlock): { comment: number; pre: number } {
  const env = state.env as object;
  let closers = closersByEnv.get(env);
  if (!closers) {
    closers = { comment: state.src.lastIndexOf(COMMENT_CLOSE), pre: state.src.toLowerCase().lastIndexOf(PRE_CLOSE) };
    closersByEnv.set(env, closers);
  }
  return closers;
}

/** True when the line at `start` may open a raw HTML block. */
function opensHtmlBlock(state: StateBlock, start: number, lineEnd: number): boolean {
  const line = state.src.slice(start, lineEnd);
  if (line.startsWith(COMMENT_OPEN)) return lastClosers(state).comment > start;
  if (!allowedTagName(line)) return false;
  return !PRE_OPEN.test(line) || lastClosers(state).pre > start;
}

/** Installs the raw-HTML rules on the site's markdown-it instance. */
export function keepRawHtmlTagByTag(markdownIt: MarkdownItInstance): void {
  const stockHtmlBlock = stockHtmlBlockRule();
  const guardedHtmlBlock: BlockRule = (state, startLine, endLine, silent) => {
    const start = state.bMarks[startLine]! + state.tShift[startLine]!;
    if (state.src.charCodeAt(start) !== 0x3c || !opensHtmlBlock(state, start, state.eMarks[startLine]!)) return false;
    return stockHtmlBlock(state, startLine, endLine, silent);
  };
  markdownIt.block.ruler.at('html_block', guardedHtmlBlock, { alt: ['paragraph', 'reference', 'blockquote'] });

  markdownIt.core.ruler.push('raw_html_tag_by_tag', (state) => {
    const rewrite = (token: Token): void => {
      if (token.type === 'html_block') token.content = neutralizeHtmlBlock(token.content);
      if (token.type !== 'html_inline') return;
      const kept = keptHtml(token.content);
      token.type = kept.kind === 'html' ? 'html_inline' : 'text';
      token.content = kept.content;
    };
    for (const token of state.tokens) {
      rewrite(token);
      token.children?.forEach(rewrite);
    }
  });
}
