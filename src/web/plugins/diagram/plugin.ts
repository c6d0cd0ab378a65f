import Workflow from 'lucide-react/icons/workflow';
import { constants } from '../../../../generated/constants.ts';
import { codeBlock, insertBlock } from '../../components/editor/markdown-commands.ts';
import type { WebPlugin } from '../web-plugin.ts';

/** Diagrams: ```mermaid blocks drawn by mermaid, and a toolbar button that starts one. */
export const diagramPlugin: WebPlugin = {
  slug_name: constants.editor_plugins.diagram_slug,
  toolbar: [
    {
      id: 'diagram',
      label: 'editor_plugins.diagram.insert',
      icon: Workflow,
      run: (s, t) =>
        insertBlock(s, codeBlock(s.text.slice(s.start, s.end) || t('editor_plugins.diagram.placeholder'), 'mermaid')),
    },
  ],
  render: {
    selector: 'pre > code.language-mermaid',
    load: async () => (await import('./draw-diagram.ts')).drawDiagrams,
  },
};
