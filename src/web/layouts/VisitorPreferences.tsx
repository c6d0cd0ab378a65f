import { lazy } from 'react';
import Languages from 'lucide-react/icons/languages';
import { useMessage } from '../hooks/useMessage.ts';
import { DeferredOverlay } from './DeferredOverlay.tsx';

const loadPopover = () => import('./VisitorPreferencesPopover.tsx');
const VisitorPreferencesPopover = lazy(loadPopover);

/** Visitors' small switcher of language and colour scheme; signed-in people have theirs in the account menu and settings. */
export function VisitorPreferences() {
  const t = useMessage();
  return (
    <DeferredOverlay
      overlay={VisitorPreferencesPopover}
      preload={() => void loadPopover()}
      className="header-icon-button"
      label={t('site_nav.preferences')}
      icon={<Languages aria-hidden size={20} />}
    />
  );
}
