import { describe, expect, it } from 'vitest';
import { webPlugins } from '../../../src/web/plugins/built-in.ts';
import { renderPlugins } from '../../../src/web/plugins/render-plugins.ts';

describe('the drawing parts of the built-in plugins', () => {
  it('are those of built-in.ts, in its order, so a post is drawn as the editor previews it', () => {
    const drawing = webPlugins.filter((plugin) => plugin.render);
    expect(renderPlugins.map((plugin) => plugin.slug_name)).toEqual(drawing.map((plugin) => plugin.slug_name));
    renderPlugins.forEach((plugin, index) => expect(plugin.render).toBe(drawing[index]!.render));
  });
});
