import { constants } from '../../../../generated/constants.ts';
import type { RenderPlugin } from '../web-plugin.ts';

/** Diagrams' drawing part: ```mermaid blocks drawn by mermaid. */
export const diagramRender: RenderPlugin = {
  slug_name: constants.editor_plugins.diagram_slug,
  render: {
    selector: 'pre > code.language-mermaid',
    load: async () => (await import('./draw-diagram.ts')).drawDiagrams,
  },
};
