import { useEffect, type RefObject } from 'react';
import { useMessage } from '../hooks/useMessage.ts';
import { drawWithPlugins } from './draw-post.ts';
import { useEnabledPlugins } from './plugin-status.ts';
import { renderPlugins } from './render-plugins.ts';

/**
 * Lets the enabled render plugins (math, diagrams) draw stored HTML shown in `ref` each time it changes:
 * every place that shows a post's or comment's HTML calls this, so it looks the same everywhere.
 */
export function usePluginDrawing(ref: RefObject<HTMLElement | null>, html: string): void {
  const plugins = useEnabledPlugins(renderPlugins);
  const t = useMessage();
  useEffect(() => {
    if (ref.current) void drawWithPlugins(ref.current, plugins, t);
  }, [ref, html, plugins, t]);
}
