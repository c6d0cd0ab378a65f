import { lazy } from 'react';
import Menu from 'lucide-react/icons/menu';
import { useMessage } from '../hooks/useMessage.ts';
import { DeferredOverlay } from './DeferredOverlay.tsx';

const loadPanel = () => import('./NavDrawerPanel.tsx');
const NavDrawerPanel = lazy(loadPanel);

/** The phone's way to the primary navigation: a menu button that opens it in a panel from the side. */
export function NavDrawer() {
  const t = useMessage();
  return (
    <DeferredOverlay
      overlay={NavDrawerPanel}
      preload={() => void loadPanel()}
      className="header-icon-button nav-drawer-trigger"
      label={t('site_nav.menu')}
      icon={<Menu aria-hidden size={22} />}
    />
  );
}
