import * as Popover from '@radix-ui/react-popover';
import Languages from 'lucide-react/icons/languages';
import { ColorSchemeSwitcher } from '../components/ColorSchemeSwitcher.tsx';
import { LanguageSwitcher } from '../components/LanguageSwitcher.tsx';
import { useMessage } from '../hooks/useMessage.ts';
import type { DeferredOverlayProps } from './DeferredOverlay.tsx';

/** Visitors' switcher of language and colour scheme, with its button (loaded by VisitorPreferences). */
export default function VisitorPreferencesPopover({ defaultOpen = false }: DeferredOverlayProps) {
  const t = useMessage();
  return (
    <Popover.Root defaultOpen={defaultOpen}>
      <Popover.Trigger className="header-icon-button" aria-label={t('site_nav.preferences')}>
        <Languages aria-hidden size={20} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className="popover preferences-popover" align="end" sideOffset={8} collisionPadding={8}>
          <LanguageSwitcher />
          <ColorSchemeSwitcher />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
