import type { ReactNode } from 'react';
import { CustomHeader } from '../components/custom-code/CustomHtml.tsx';
import { PageContent } from './PageContent.tsx';
import { PrimaryNav } from './PrimaryNav.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import { contentId, SkipLink } from './SkipLink.tsx';

/**
 * Skip link, the admin's custom header, header, the navigation column (the primary navigation, then the
 * section's own, such as settings or admin), the page, and the footer (which holds the custom footer).
 */
export function SiteFrame({ nav }: { nav?: ReactNode }) {
  return (
    <>
      <SkipLink />
      <CustomHeader />
      <SiteHeader />
      <div className="site-columns">
        <div className="site-nav">
          <PrimaryNav />
          {nav}
        </div>
        <main id={contentId} tabIndex={-1} className="site-main">
          <PageContent />
        </main>
      </div>
      <SiteFooter />
    </>
  );
}
