import { describe, expect, it } from 'vitest';
import { putStylesBack, setStylesAside, STYLE_ASIDE_ATTRIBUTE } from '../../../../src/shared/markdown/styles-aside.ts';

// Mermaid's styles go round the sanitizer's parser and come back unchanged; nothing in a style sheet can
// end it early or become markup on the way.
describe('styles set aside for the sanitizer', () => {
  const svg =
    '<svg id="d" viewBox="0 0 10 10"><style>#d .node rect{fill:#ECECFF;stroke:#9370DB;}#d>g{color:red}</style>' +
    '<g style="opacity: 0.5;"><rect class="a" style="fill: blue;" width="5"></rect><text>a style="x" b</text></g></svg>';

  it('leaves no style attribute or element to parse, and puts both back as they were', () => {
    const aside = setStylesAside(svg);
    expect(aside.markup).not.toMatch(/<style|<[^<>]*\sstyle=/);
    expect(aside.markup).toContain(`<g ${STYLE_ASIDE_ATTRIBUTE}="opacity: 0.5;">`);
    expect(aside.sheet).toBe('#d .node rect{fill:#ECECFF;stroke:#9370DB;}#d>g{color:red}');
    expect(putStylesBack(aside.markup, aside.sheet)).toBe(svg);
  });

  it('text that reads like an attribute is left as it is', () => {
    expect(setStylesAside(svg).markup).toContain('<text>a style="x" b</text>');
  });

  it('a hostile sheet cannot close its element or start markup, whichever parser reads the picture', () => {
    const aside = setStylesAside('<svg><style>a{b:c}</style><script>alert(1)</script>&amp;</style></svg>');
    expect(aside.sheet).toBe('a{b:c}');
    const sneaky = setStylesAside('<svg><style>x{content:"</sty" "le>"}</style></svg>');
    const back = putStylesBack(sneaky.markup, sneaky.sheet);
    expect(back).toBe('<svg><style>x{content:"\\3c /sty" "le>"}</style></svg>');
    expect(setStylesAside('<svg><style>p{q:"&"}</style></svg>').sheet).toBe('p{q:"\\26 "}');
  });
});
