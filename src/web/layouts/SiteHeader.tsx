import { Link } from 'react-router-dom';
import Plus from 'lucide-react/icons/plus';
import { askPath, homePath } from '../app/paths.ts';
import { useSiteInfo } from '../app/site-context.ts';
import { HeaderSearch } from '../components/search/HeaderSearch.tsx';
import { useMessage } from '../hooks/useMessage.ts';
import { HeaderAccount } from './HeaderAccount.tsx';
import { NavDrawer } from './NavDrawer.tsx';
import { NotificationBell } from './NotificationBell.tsx';
import { SiteBrand } from './SiteBrand.tsx';
import './site-header.css';

/** The top bar: menu button (phones), logo or name, search, Ask, the bell and the account part. */
export function SiteHeader() {
  const t = useMessage();
  const navbarStyle = useSiteInfo().theme.theme_config.navbar_style;
  return (
    <header className="site-header" data-navbar-style={navbarStyle}>
      <div className="site-header-inner">
        <NavDrawer />
        <Link to={homePath} className="site-name">
          <SiteBrand />
        </Link>
        <HeaderSearch />
        <div className="site-header-controls">
          <Link to={askPath} className="header-ask">
            <Plus aria-hidden size={18} />
            <span className="header-ask-text">{t('site_nav.ask')}</span>
          </Link>
          <NotificationBell />
          <HeaderAccount />
        </div>
      </div>
    </header>
  );
}
