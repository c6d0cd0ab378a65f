// Drawing diagrams, loaded only by pages that have some (mermaid is large). Mermaid draws each
// ```mermaid block with securityLevel strict and no HTML labels; the SVG is sanitized and shown as an
// image, whose alternative text is the diagram's source.
import mermaid from 'mermaid';
import { constants } from '../../../../generated/constants.ts';
import { createDiagramPurifier } from '../../../shared/markdown/diagram-purify.ts';
import type { DrawElements } from '../web-plugin.ts';
import { drawingUnderPolicy } from './csp-safe-drawing.ts';

const { diagram_max_text: maxTextSize, diagram_max_edges: maxEdges } = constants.editor_plugins;
let purify: ((svg: string) => string) | undefined;

/**
 * The id mermaid draws under, from the diagram's source: the picture is shown as an image, so its ids
 * need no other uniqueness, and the same source then gives the same picture on the page, in the preview
 * and in the review queue, however often a page draws it again (after hydration, say).
 */
function drawingId(source: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < source.length; index += 1) hash = Math.imul(hash ^ source.charCodeAt(index), 0x01000193);
  return `diagram-${(hash >>> 0).toString(36)}`;
}

function setUp(): (svg: string) => string {
  mermaid.initialize({
    startOnLoad: false,
    securityLevel: 'strict',
    htmlLabels: false,
    flowchart: { htmlLabels: false },
    maxTextSize,
    maxEdges,
    suppressErrorRendering: true,
    // what a diagram's own %%{init}%% may not change
    secure: ['secure', 'securityLevel', 'startOnLoad', 'maxTextSize', 'maxEdges', 'htmlLabels', 'flowchart'],
  });
  return createDiagramPurifier(window);
}

/** The picture's width as drawn, so the image is not stretched beyond it. */
function naturalWidth(svg: string): number | null {
  const viewBox = /viewBox="[-\d.]+ [-\d.]+ ([\d.]+) [\d.]+"/.exec(svg)?.[1];
  return viewBox ? Math.ceil(Number(viewBox)) : null;
}

/** Replaces each mermaid block's <pre> with its picture; a diagram mermaid cannot read stays code. */
export const drawDiagrams: DrawElements = async (elements, t) => {
  purify ??= setUp();
  for (const code of elements) {
    const block = code.parentElement;
    const source = code.textContent ?? '';
    if (block?.tagName !== 'PRE' || source.length > maxTextSize) continue;
    let svg: string;
    try {
      ({ svg } = await drawingUnderPolicy(() => mermaid.render(drawingId(source), source)));
    } catch {
      continue;
    }
    const image = document.createElement('img');
    const clean = purify(svg);
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(clean)}`;
    image.alt = t('editor_plugins.diagram.alt', { source: source.trim() });
    const width = naturalWidth(clean);
    if (width) image.width = width;
    const figure = document.createElement('figure');
    figure.className = 'diagram';
    figure.append(image);
    if (block.isConnected) block.replaceWith(figure);
  }
};
