import type { ReactNode } from 'react';
import { PageContent } from './PageContent.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import { contentId, SkipLink } from './SkipLink.tsx';

/** Skip link, header, optional navigation column, the page and the footer. */
export function SiteFrame({ nav }: { nav?: ReactNode }) {
  const main = (
    <main id={contentId} tabIndex={-1} className="site-main">
      <PageContent />
    </main>
  );
  return (
    <>
      <SkipLink />
      <SiteHeader />
      {nav ? (
        <div className="site-columns">
          {nav}
          {main}
        </div>
      ) : (
        main
      )}
      <SiteFooter />
    </>
  );
}
