import { describe, expect, it } from 'vitest';
import { constants } from '../../../../generated/constants.ts';
import { excerptOf } from '../../../../src/server/modules/question/excerpt.ts';

const max = constants.limits.question.excerpt_max;

describe('a post excerpt', () => {
  it('is the text without markup, entities read and spaces folded', () => {
    expect(excerptOf('<p>Fish &amp; chips</p>\n<pre><code>a &lt; b</code></pre>')).toBe('Fish & chips a < b');
  });

  it('keeps code readable: highlighted code stays whole, its spaces within a line kept, its lines joined', () => {
    const html =
      '<p>Call <code>foo(a, b)</code>, then <strong>see</strong>:</p>\n' +
      '<pre><code class="hljs"><span class="hljs-keyword">for</span> x <span class="hljs-built_in">range</span>(<span class="hljs-number">3</span>):\n' +
      '    <span class="hljs-keyword">if</span> x&lt;<span class="hljs-number">2</span>:\n        print(x)\n</code></pre>\n' +
      '<p>Press <kbd>Ctrl</kbd>+<kbd>C</kbd>; <code>a  b</code> has two spaces.</p><ul><li>one</li><li>two</li></ul>';
    expect(excerptOf(html)).toBe(
      'Call foo(a, b), then see: for x range(3): if x<2: print(x) Press Ctrl+C; a  b has two spaces. one two',
    );
  });

  it('reads numeric entities', () => {
    expect(excerptOf('<p>it&#39;s &#x27;quoted&#x27;</p>')).toBe("it's 'quoted'");
  });

  it('keeps a short text whole and cuts a long one at the limit with an ellipsis', () => {
    expect(excerptOf(`<p>${'a'.repeat(max)}</p>`)).toBe('a'.repeat(max));
    expect(excerptOf(`<p>${'a'.repeat(max + 1)}</p>`)).toBe(`${'a'.repeat(max)}…`);
  });

  it('counts characters outside the basic plane as one and never splits them', () => {
    const excerpt = excerptOf(`<p>${'😀'.repeat(max + 5)}</p>`);
    expect([...excerpt]).toHaveLength(max + 1);
    expect(excerpt).toBe(`${'😀'.repeat(max)}…`);
  });
});
