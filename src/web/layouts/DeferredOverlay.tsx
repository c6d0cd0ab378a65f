import { Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

/** What a deferred overlay is given: it opens at once, since it is shown on its button's first press. */
export interface DeferredOverlayProps {
  defaultOpen?: boolean;
}

interface Props {
  /** the overlay (a Radix popover, dialog...), loaded with React.lazy */
  overlay: LazyExoticComponent<ComponentType<DeferredOverlayProps>>;
  /** starts loading the overlay's code, as soon as a press looks likely */
  preload(): void;
  /** the look and name of the overlay's own trigger, shown until its code is there */
  className: string;
  label: string;
  icon: ReactNode;
}

/**
 * A header button whose overlay's code (Radix, floating-ui, scroll locking) is fetched on the first
 * hover, focus or press instead of with the page: most visits never open it, and public pages' first
 * load stays light. Once loaded, the overlay's own trigger takes the button's place, open.
 */
export function DeferredOverlay({ overlay: Overlay, preload, className, label, icon }: Props) {
  const [pressed, setPressed] = useState(false);
  const button = (
    <button
      type="button"
      className={className}
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => setPressed(true)}
    >
      {icon}
    </button>
  );
  if (!pressed) return button;
  return (
    <Suspense fallback={button}>
      <Overlay defaultOpen />
    </Suspense>
  );
}
