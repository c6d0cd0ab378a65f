import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

interface TabStripProps {
  label: string;
  /** the page's own spacing around the strip */
  className?: string;
  /** the key of the current tab: when it changes the strip brings that tab into view */
  current: string;
  /** the tabs: list items, each holding a link, the current one with aria-current="page" */
  children: ReactNode;
}

/** Which ends of the strip have tabs scrolled out of sight. */
interface Hidden {
  start: boolean;
  end: boolean;
}

/** Tabs out of sight at either end of a scrolling box (a pixel of rounding is not a tab). */
function hiddenTabs(box: HTMLElement): Hidden {
  const scrolled = Math.abs(box.scrollLeft);
  return { start: scrolled > 1, end: box.scrollWidth - box.clientWidth - scrolled > 1 };
}

/** Follows which ends of the strip hide tabs as it is scrolled or resized. */
function useHiddenTabs(strip: RefObject<HTMLElement | null>): Hidden {
  const [hidden, setHidden] = useState<Hidden>({ start: false, end: false });
  useLayoutEffect(() => {
    const box = strip.current;
    if (!box) return;
    const measure = () =>
      setHidden((before) => {
        const now = hiddenTabs(box);
        return now.start === before.start && now.end === before.end ? before : now;
      });
    measure();
    const resized = new ResizeObserver(measure);
    resized.observe(box);
    box.addEventListener('scroll', measure, { passive: true });
    return () => {
      resized.disconnect();
      box.removeEventListener('scroll', measure);
    };
  }, [strip]);
  return hidden;
}

/**
 * A row of tab links that stays one row: on a phone it scrolls sideways inside itself, so a fifth tab
 * neither wraps alone onto a second row nor hides behind a menu; the current tab is scrolled into view,
 * and an end with tabs out of sight fades out, so the strip shows that it scrolls.
 */
export function TabStrip({ label, className, current, children }: TabStripProps) {
  const strip = useRef<HTMLElement>(null);
  const hidden = useHiddenTabs(strip);
  useLayoutEffect(() => {
    const box = strip.current;
    const active = box?.querySelector('[aria-current="page"]');
    if (!box || !active) return;
    // only the strip scrolls: scrollIntoView would move the page too; the scroll padding keeps the tab
    // clear of the faded end
    const margin = parseFloat(getComputedStyle(box).scrollPaddingInlineEnd) || 0;
    const outer = box.getBoundingClientRect();
    const inner = active.getBoundingClientRect();
    if (inner.left < outer.left + margin) box.scrollLeft += inner.left - outer.left - margin;
    else if (inner.right > outer.right - margin) box.scrollLeft += inner.right - outer.right + margin;
  }, [current]);
  return (
    <nav
      aria-label={label}
      className={className ? `tab-strip ${className}` : 'tab-strip'}
      ref={strip}
      data-hidden-start={hidden.start || undefined}
      data-hidden-end={hidden.end || undefined}
    >
      <ul className="sort-tabs">{children}</ul>
    </nav>
  );
}
