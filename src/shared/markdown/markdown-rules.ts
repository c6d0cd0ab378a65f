// The one markdown-it configuration of the site: CommonMark + tables + strikethrough, linkify, fenced code
// highlighted by ./highlight.ts, math delimiters (./math-syntax.ts). Its output is NOT safe by itself: the server passes it through
// sanitize-html (src/server/render/markdown.ts) and the browser preview through DOMPurify (./purify.ts).
import MarkdownIt from 'markdown-it';
import { highlightCode, highlightedLanguage } from './highlight.ts';
import { recognizeMath } from './math-syntax.ts';
import { keepRawHtmlTagByTag } from './raw-html.ts';

const markdownIt = new MarkdownIt('default', {
  html: true,
  linkify: true,
  typographer: false,
  highlight: (code, info) => {
    const language = highlightedLanguage(info.trim().split(/\s+/)[0] ?? '');
    if (!language) return '';
    return `<pre><code class="hljs language-${language}">${highlightCode(code, language)}</code></pre>`;
  },
});

keepRawHtmlTagByTag(markdownIt);
recognizeMath(markdownIt);

// markdown-it aligns table cells with a style attribute, and styles are never allowed: use align instead.
markdownIt.core.ruler.push('table_cell_align', (state) => {
  for (const token of state.tokens) {
    if (token.type !== 'th_open' && token.type !== 'td_open') continue;
    const style = token.attrGet('style');
    if (!style) continue;
    token.attrs = (token.attrs ?? []).filter(([name]) => name !== 'style');
    token.attrSet('align', String(style).replace('text-align:', ''));
  }
});

// A post sits under the page's own <h1> (the question's title): its headings start one level down, so
// the page's outline stays whole for screen readers. `# Title` becomes <h2>; h6 stays h6.
markdownIt.core.ruler.push('heading_below_title', (state) => {
  for (const token of state.tokens) {
    if (token.type !== 'heading_open' && token.type !== 'heading_close') continue;
    const level = Number(token.tag.slice(1));
    token.tag = `h${Math.min(6, level + 1)}`;
  }
});

/** Markdown to HTML before sanitizing; callers must sanitize. */
export function markdownToUnsafeHtml(source: string): string {
  return markdownIt.render(source);
}
