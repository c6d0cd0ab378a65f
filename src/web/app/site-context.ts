import { createContext, useContext } from 'react';
import { constants } from '../../../generated/constants.ts';
import type { DataOf } from '../../../generated/operations.ts';

export type SiteInfo = DataOf<'getSiteInfo'>;

export const SiteInfoContext = createContext<SiteInfo | null>(null);

/** Replaces the site info the booted app shows (after an admin changed a public setting). */
export const SiteInfoUpdateContext = createContext<(siteInfo: SiteInfo) => void>(() => undefined);

export function useUpdateSiteInfo(): (siteInfo: SiteInfo) => void {
  return useContext(SiteInfoUpdateContext);
}

export function useSiteInfo(): SiteInfo {
  const siteInfo = useContext(SiteInfoContext);
  if (!siteInfo) throw new Error('useSiteInfo outside the booted app');
  return siteInfo;
}

/** The site's name; an unnamed site (before installation) shows the product's own name. */
export function useSiteName(): string {
  return useSiteInfo().general.name || constants.product_name;
}
