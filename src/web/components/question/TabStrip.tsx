import { useLayoutEffect, useRef, type ReactNode } from 'react';

interface TabStripProps {
  label: string;
  /** the page's own spacing around the strip */
  className?: string;
  /** the key of the current tab: when it changes the strip brings that tab into view */
  current: string;
  /** the tabs: list items, each holding a link, the current one with aria-current="page" */
  children: ReactNode;
}

/**
 * A row of tab links that stays one row: on a phone it scrolls sideways inside itself, so a fifth tab
 * neither wraps alone onto a second row nor hides behind a menu; the current tab is scrolled into view.
 */
export function TabStrip({ label, className, current, children }: TabStripProps) {
  const strip = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const box = strip.current;
    const active = box?.querySelector('[aria-current="page"]');
    if (!box || !active) return;
    // only the strip scrolls: scrollIntoView would move the page too
    const outer = box.getBoundingClientRect();
    const inner = active.getBoundingClientRect();
    if (inner.left < outer.left) box.scrollLeft += inner.left - outer.left;
    else if (inner.right > outer.right) box.scrollLeft += inner.right - outer.right;
  }, [current]);
  return (
    <nav aria-label={label} className={className ? `tab-strip ${className}` : 'tab-strip'} ref={strip}>
      <ul className="sort-tabs">{children}</ul>
    </nav>
  );
}
