import { constants } from '../../../../generated/constants.ts';
import { builtInAbout } from '../built-in.ts';
import type { PluginDescriptor } from '../host.ts';

// The editor plugins live in the browser (src/web/plugins); the server only knows them to switch them on
// and off. What they draw is stored as code (src/shared/markdown/math-syntax.ts, ```mermaid fences), so
// switching one changes no stored post.
export const builtInEditorPlugins: readonly PluginDescriptor[] = [
  {
    slug_name: constants.editor_plugins.math_slug,
    kind: 'editor',
    builtIn: true,
    about: builtInAbout('editor_plugins.math.name', 'editor_plugins.math.description'),
  },
  {
    slug_name: constants.editor_plugins.diagram_slug,
    kind: 'editor',
    builtIn: true,
    about: builtInAbout('editor_plugins.diagram.name', 'editor_plugins.diagram.description'),
  },
];
