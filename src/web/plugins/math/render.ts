import { constants } from '../../../../generated/constants.ts';
import type { RenderPlugin } from '../web-plugin.ts';

/** Math's drawing part: `$…$` and `$$…$$`, stored as math code, drawn with KaTeX. */
export const mathRender: RenderPlugin = {
  slug_name: constants.editor_plugins.math_slug,
  render: {
    selector: 'code.language-math',
    load: async () => (await import('./draw-math.ts')).drawMath,
  },
};
