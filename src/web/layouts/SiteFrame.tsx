import type { ReactNode } from 'react';
import { CustomFooter, CustomHeader } from '../components/custom-code/CustomHtml.tsx';
import { PageContent } from './PageContent.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import { contentId, SkipLink } from './SkipLink.tsx';

/** Skip link, the admin's custom header, header, optional navigation column, the page, footer and custom footer. */
export function SiteFrame({ nav }: { nav?: ReactNode }) {
  const main = (
    <main id={contentId} tabIndex={-1} className="site-main">
      <PageContent />
    </main>
  );
  return (
    <>
      <SkipLink />
      <CustomHeader />
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
      <CustomFooter />
    </>
  );
}
