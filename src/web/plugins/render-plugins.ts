import { diagramRender } from './diagram/render.ts';
import { mathRender } from './math/render.ts';
import type { RenderPlugin } from './web-plugin.ts';

/**
 * The drawing parts of the plugins of built-in.ts, in the same order: all a post needs to be drawn. Apart,
 * so that a page showing posts does not carry the plugins' editor buttons and captcha dialogs
 * (tests/unit/web/render-plugins.test.ts checks both lists agree).
 */
export const renderPlugins: readonly RenderPlugin[] = [mathRender, diagramRender];
