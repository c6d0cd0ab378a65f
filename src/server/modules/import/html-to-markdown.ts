import TurndownService from 'turndown';

const turndown = new TurndownService({
  headingStyle: 'atx',
  codeBlockStyle: 'fenced',
  bulletListMarker: '-',
  emDelimiter: '*',
  hr: '---',
});
// Stack Exchange writes sub- and superscripts and keyboard keys as HTML; markdown has no syntax for
// them and our renderer keeps these tags, so they stay as they are.
turndown.keep(['sub', 'sup', 'kbd']);

// TeX between dollars ($a_1$, $$x^*$$) reaches the math renderer only unescaped: markdown escapes
// are applied to the text around it and never inside.
const MATH = /(\$\$[\s\S]+?\$\$|\$[^$\n]+\$)/;
const escapeMarkdown = turndown.escape.bind(turndown);
turndown.escape = (text: string) =>
  text
    .split(MATH)
    .map((part, index) => (index % 2 === 1 ? part : escapeMarkdown(part)))
    .join('');

/** A post body of the dump (rendered HTML) as the markdown our editor and renderer take. */
export function htmlToMarkdown(html: string): string {
  return html.trim() === '' ? '' : turndown.turndown(html).trim();
}
