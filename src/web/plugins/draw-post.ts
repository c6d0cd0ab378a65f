import './drawn.css';
import type { Translate } from '../components/editor/toolbar-actions.ts';
import type { RenderPlugin } from './web-plugin.ts';

/**
 * Lets each enabled render plugin draw what it finds in a post's body. A plugin's code is imported only
 * when the body has elements for it; the body keeps showing code until then, or for good if it fails.
 */
export async function drawWithPlugins(
  body: HTMLElement,
  plugins: readonly RenderPlugin[],
  t: Translate,
): Promise<void> {
  await Promise.all(
    plugins.map(async ({ render }) => {
      const elements = [...body.querySelectorAll<HTMLElement>(render.selector)];
      if (elements.length === 0) return;
      try {
        await (
          await render.load()
        )(elements, t);
      } catch {
        // a chunk that fails to load leaves the code as it is
      }
    }),
  );
}
