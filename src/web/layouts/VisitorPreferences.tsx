import * as Popover from '@radix-ui/react-popover';
import Languages from 'lucide-react/icons/languages';
import { ColorSchemeSwitcher } from '../components/ColorSchemeSwitcher.tsx';
import { LanguageSwitcher } from '../components/LanguageSwitcher.tsx';
import { useMessage } from '../hooks/useMessage.ts';

/** Visitors' small switcher of language and colour scheme; signed-in people have theirs in the account menu and settings. */
export function VisitorPreferences() {
  const t = useMessage();
  return (
    <Popover.Root>
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
