// Drawing formulas, loaded only by pages that have some: KaTeX turns each code element of the math
// language into MathML, which the browser lays out; the result goes through the math allowlist.
import katex from 'katex';
import { constants } from '../../../../generated/constants.ts';
import { createMathPurifier } from '../../../shared/markdown/math-purify.ts';
import type { DrawElements } from '../web-plugin.ts';

const { math_max_expand: maxExpand, math_max_size_em: maxSize } = constants.editor_plugins;
let purify: ((html: string) => DocumentFragment) | undefined;

/** The classes of the span that takes a formula's place (a block one is shown as a block by CSS). */
export const holderClass = { inline: 'math-inline', block: 'math-block' } as const;

/** The formula as sanitized MathML; null when KaTeX cannot read it (it then stays code). */
export function formulaFragment(tex: string, display: boolean): DocumentFragment | null {
  let html: string;
  try {
    html = katex.renderToString(tex, {
      output: 'mathml',
      displayMode: display,
      throwOnError: true,
      trust: false,
      strict: 'ignore',
      maxExpand,
      maxSize,
    });
  } catch {
    return null;
  }
  purify ??= createMathPurifier(window);
  return purify(html);
}

/** Replaces each math code element (inline, or a block's <pre>) with its formula. */
export const drawMath: DrawElements = async (elements) => {
  for (const code of elements) {
    const block = code.parentElement?.tagName === 'PRE' ? code.parentElement : null;
    const formula = formulaFragment(code.textContent ?? '', block !== null);
    if (!formula) continue;
    const holder = document.createElement('span');
    holder.className = block ? holderClass.block : holderClass.inline;
    holder.append(formula);
    (block ?? code).replaceWith(holder);
  }
};
