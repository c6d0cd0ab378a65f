import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

export interface LazyPart<P extends object> {
  (props: P): ReactNode;
  /** starts loading the part's code, when it is likely to be shown soon */
  preload(): void;
}

/**
 * A part of a page whose code loads the first time it is shown: for what only a signed-in member sees or
 * opens (forms, the post actions menu). The server draws pages as a visitor sees them, so such a part is
 * never in the markup React hydrates, and a visitor's first load leaves its code out.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): LazyPart<P> {
  const Loaded = lazy(async () => ({ default: await load() })) as unknown as ComponentType<P>;
  function Part(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Object.assign(Part, { preload: () => void load() });
}
