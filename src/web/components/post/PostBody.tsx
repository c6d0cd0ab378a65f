import { useEffect, useRef } from 'react';
import { usePluginDrawing } from '../../plugins/usePluginDrawing.ts';
import './PostBody.css';

const BROKEN = 'broken-image';

/** An image that failed to load (or had its address removed by the sanitizer). */
function isBroken(image: HTMLImageElement): boolean {
  return image.complete && image.naturalWidth === 0;
}

/**
 * A post's body: HTML the server sanitized on write (src/server/render/markdown.ts), shown as is.
 * Product spec §8: a broken image gets the 'broken' style, and is hidden when it has no alt text (CSS).
 * Enabled render plugins then draw their parts (math, diagrams), here and in the editor's preview alike.
 */
export function PostBody({ html, className }: { html: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  usePluginDrawing(ref, html);

  useEffect(() => {
    const body = ref.current;
    if (!body) return;
    // error does not bubble: listen in the capture phase. Images that failed before this ran are found by
    // their state.
    const markBroken = (event: Event) => {
      if (event.target instanceof HTMLImageElement) event.target.classList.add(BROKEN);
    };
    body.addEventListener('error', markBroken, true);
    for (const image of body.querySelectorAll('img')) if (isBroken(image)) image.classList.add(BROKEN);
    // code blocks and tables scroll inside themselves on narrow screens: keyboard users reach them by Tab
    for (const block of body.querySelectorAll<HTMLElement>('pre, table')) block.tabIndex = 0;
    return () => body.removeEventListener('error', markBroken, true);
  }, [html]);

  return (
    <div
      ref={ref}
      className={className ? `post-body ${className}` : 'post-body'}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
