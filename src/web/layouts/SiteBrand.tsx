import { isBrandingUrl } from '../../shared/branding/branding-url.ts';
import { useSiteInfo, useSiteName } from '../app/site-context.ts';

/** Below this width the header shows the mobile logo (the layout's own breakpoint). */
const NARROW = '(max-width: 48rem)';

/** The header's home link content: the site's logo (the mobile one on narrow screens) or, without one, its name. */
export function SiteBrand() {
  const siteName = useSiteName();
  const { logo, mobile_logo: mobileLogo } = useSiteInfo().branding;
  const wide = isBrandingUrl(logo) ? logo : '';
  const narrow = isBrandingUrl(mobileLogo) ? mobileLogo : '';
  if (!wide && !narrow) return siteName;
  return (
    <picture>
      {narrow && wide && <source media={NARROW} srcSet={narrow} />}
      <img className="site-logo" src={wide || narrow} alt={siteName} />
    </picture>
  );
}
