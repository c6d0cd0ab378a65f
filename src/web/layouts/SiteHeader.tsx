import { Link } from 'react-router-dom';
import { homePath } from '../app/paths.ts';
import { useSiteInfo } from '../app/site-context.ts';
import { ColorSchemeSwitcher } from '../components/ColorSchemeSwitcher.tsx';
import { LanguageSwitcher } from '../components/LanguageSwitcher.tsx';
import { HeaderSearch } from '../components/search/HeaderSearch.tsx';
import { HeaderAccount } from './HeaderAccount.tsx';
import { ReviewBadge } from './ReviewBadge.tsx';
import { NotificationBell } from './NotificationBell.tsx';
import { SiteBrand } from './SiteBrand.tsx';

export function SiteHeader() {
  const navbarStyle = useSiteInfo().theme.theme_config.navbar_style;
  return (
    <header className="site-header" data-navbar-style={navbarStyle}>
      <div className="site-header-inner">
        <Link to={homePath} className="site-name">
          <SiteBrand />
        </Link>
        <HeaderSearch />
        <div className="site-header-controls">
          <ColorSchemeSwitcher />
          <LanguageSwitcher />
          <ReviewBadge />
          <NotificationBell />
          <HeaderAccount />
        </div>
      </div>
    </header>
  );
}
