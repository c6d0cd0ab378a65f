import { PageContent } from './PageContent.tsx';
import { contentId } from './SkipLink.tsx';

/** Content only: installation and maintenance. */
export function BareLayout() {
  return (
    <main id={contentId} tabIndex={-1} className="bare-main">
      <PageContent />
    </main>
  );
}
