import Workflow from 'lucide-react/icons/workflow';
import { codeBlock, insertBlock } from '../../components/editor/markdown-commands.ts';
import type { WebPlugin } from '../web-plugin.ts';
import { diagramRender } from './render.ts';

/** Diagrams: ```mermaid blocks drawn by mermaid, and a toolbar button that starts one. */
export const diagramPlugin: WebPlugin = {
  ...diagramRender,
  toolbar: [
    {
      id: 'diagram',
      label: 'editor_plugins.diagram.insert',
      icon: Workflow,
      run: (s, t) =>
        insertBlock(s, codeBlock(s.text.slice(s.start, s.end) || t('editor_plugins.diagram.placeholder'), 'mermaid')),
    },
  ],
};
