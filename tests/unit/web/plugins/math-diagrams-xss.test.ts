// @vitest-environment jsdom
// The math and diagram plugins with the XSS corpus: every payload, as written and inside formulas, through
// the server render and then the math plugin's drawing (KaTeX in jsdom), holds nothing outside the post
// allowlist and the math allowlist. Mermaid needs a real layout engine: its drawing runs in Chromium
// (tests/e2e/math-diagrams.spec.ts); here its sanitizer meets hostile SVG.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../src/server/render/markdown.ts';
import { createDiagramPurifier } from '../../../../src/shared/markdown/diagram-purify.ts';
import { isAllowedMathClass, mathAttributes, mathTags } from '../../../../src/shared/markdown/math-allowlist.ts';
import { createMarkdownPreview } from '../../../../src/shared/markdown/purify.ts';
import { drawMath, holderClass } from '../../../../src/web/plugins/math/draw-math.ts';
import { loadXssPayloads } from '../../../fixtures/xss/load.ts';
import { unsafeConstructs, type ExtraAllowlist } from '../../../support/unsafe-constructs.ts';

const payloads = loadXssPayloads();
const preview = createMarkdownPreview(window);
const holders: string[] = Object.values(holderClass);
const mathOutput: ExtraAllowlist = {
  namespace: 'http://www.w3.org/1998/Math/MathML',
  tags: mathTags,
  attributes: mathAttributes,
  isAllowedClass: (tag, className) => tag === 'span' && (isAllowedMathClass(className) || holders.includes(className)),
};
const t = (key: string) => key;

/** The post as PostBody shows it with the math plugin on. */
async function drawn(html: string): Promise<HTMLElement> {
  const body = document.createElement('div');
  body.innerHTML = html;
  await drawMath([...body.querySelectorAll<HTMLElement>('code.language-math')], t);
  return body;
}

const asFormulas = payloads.flatMap(({ where, source }) => [
  [where, source],
  [`${where} inline`, `$${source.replaceAll('\n', ' ')}$`],
  [`${where} block`, `$$\n${source}\n$$`],
]);

describe('the math plugin with the XSS corpus', () => {
  it.each(asFormulas)('draws nothing executable from %s, stored or previewed', async (_where, source) => {
    for (const html of [renderMarkdown(source), preview(source)]) {
      const body = await drawn(html);
      expect(unsafeConstructs(body.innerHTML, document, mathOutput)).toEqual([]);
    }
  });

  it('draws formulas as MathML with their TeX kept for screen readers, and leaves prices and bad TeX as they are', async () => {
    const body = await drawn(
      renderMarkdown('Costs $5 and $6.\n\nSo $E=mc^2$ and $\\frac{1}{0$\n\n$$\n\\sum_{i=1}^n i\n$$'),
    );
    expect(body.querySelectorAll('math')).toHaveLength(2);
    expect(body.querySelector('.math-inline annotation')?.textContent).toBe('E=mc^2');
    expect(body.querySelector('.math-block math')?.getAttribute('display')).toBe('block');
    expect(body.textContent).toContain('Costs $5 and $6');
    expect(body.querySelector('code.language-math')?.textContent).toBe('\\frac{1}{0');
  });

  it('leaves a link command as code: KaTeX trusts no \\href', async () => {
    const body = await drawn(renderMarkdown('$\\href{https://example.org}{x}$'));
    expect(body.querySelector('a, [href]')).toBeNull();
  });
});

describe('the diagram plugin’s sanitizer', () => {
  const purify = createDiagramPurifier(window);
  const hostile = [
    '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script><g/></svg>',
    '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><div><img src="x" onerror="alert(1)"></div></foreignObject></svg>',
    '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><text>x</text></a></svg>',
    '<svg xmlns="http://www.w3.org/2000/svg"><use href="data:image/svg+xml,&lt;svg onload=alert(1)&gt;"/></svg>',
    '<svg xmlns="http://www.w3.org/2000/svg"><animate attributeName="href" to="javascript:alert(1)"/></svg>',
    '<svg xmlns="http://www.w3.org/2000/svg"><image xlink:href="https://evil.example/x.png"/></svg>',
  ];

  it.each(hostile)('keeps nothing that runs or reaches out from %s', (svg) => {
    const template = document.createElement('template');
    template.innerHTML = purify(svg);
    const elements = [...template.content.querySelectorAll('*')];
    expect(elements.map((element) => element.localName)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^(script|foreignObject|a|use|animate|image|img|div)$/)]),
    );
    for (const element of elements) {
      for (const { name } of element.attributes) expect(name).not.toMatch(/^on|href$/);
    }
  });

  it('keeps the drawing', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><style>.node{fill:#eee}</style><g class="node"><rect width="5" height="5"/><text>A</text></g></svg>';
    const template = document.createElement('template');
    template.innerHTML = purify(svg);
    expect(template.content.querySelector('rect')).not.toBeNull();
    expect(template.content.querySelector('text')?.textContent).toBe('A');
  });
});
