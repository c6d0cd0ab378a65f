import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import { useMessage } from '../hooks/useMessage.ts';
import type { DeferredOverlayProps } from './DeferredOverlay.tsx';
import { PrimaryNav } from './PrimaryNav.tsx';
import { SiteBrand } from './SiteBrand.tsx';

/** The phone's primary navigation in a panel from the side, with its menu button (loaded by NavDrawer). */
export default function NavDrawerPanel({ defaultOpen = false }: DeferredOverlayProps) {
  const t = useMessage();
  const [open, setOpen] = useState(defaultOpen);
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="header-icon-button nav-drawer-trigger" aria-label={t('site_nav.menu')}>
        <Menu aria-hidden size={22} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="nav-drawer" aria-describedby={undefined}>
          <div className="nav-drawer-head">
            <Dialog.Title className="nav-drawer-title">
              <SiteBrand />
            </Dialog.Title>
            <Dialog.Close className="header-icon-button" aria-label={t('site_nav.close_menu')}>
              <X aria-hidden size={22} />
            </Dialog.Close>
          </div>
          <PrimaryNav onNavigate={close} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
