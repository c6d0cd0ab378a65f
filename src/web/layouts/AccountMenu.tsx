import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import Check from 'lucide-react/icons/check';
import ChevronDown from 'lucide-react/icons/chevron-down';
import LogOut from 'lucide-react/icons/log-out';
import Settings from 'lucide-react/icons/settings';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import UserIcon from 'lucide-react/icons/user';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { AuthUser } from '../../../machines/auth.types.ts';
import { constants } from '../../../generated/constants.ts';
import { isColorScheme } from '../../shared/preferences/index.ts';
import { logoutPath, pathOfPage } from '../app/paths.ts';
import { usePreferences } from '../app/preferences-context.ts';
import { Avatar } from '../components/question/Avatar.tsx';
import { userPath } from '../components/question/links.ts';
import { useMessage } from '../hooks/useMessage.ts';

const settingsPath = pathOfPage('Users/Settings/Profile');
const interfacePath = pathOfPage('Users/Settings/Interface');

/** An entry of the menu that leads to a page. */
function MenuLink({ to, icon: Icon, label }: { to: string; icon: LucideIcon; label: string }) {
  return (
    <DropdownMenu.Item asChild className="menu-item">
      <Link to={to}>
        <Icon aria-hidden size={16} />
        {label}
      </Link>
    </DropdownMenu.Item>
  );
}

/** The signed-in person's menu: their profile, settings, the colour scheme, and logging out. */
export function AccountMenu({ user }: { user: AuthUser }) {
  const t = useMessage();
  const { colorScheme, switchColorScheme } = usePreferences();
  const name = user.display_name || user.username;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="account-menu-trigger">
        <Avatar user={{ ...user, avatar: '' }} size="small" />
        <span className="account-menu-name">{name}</span>
        <ChevronDown aria-hidden size={16} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="end" sideOffset={8} collisionPadding={8}>
          <MenuLink to={userPath(user.username)} icon={UserIcon} label={t('account.header.profile')} />
          <MenuLink to={settingsPath} icon={Settings} label={t('account.header.settings')} />
          <MenuLink to={interfacePath} icon={SlidersHorizontal} label={t('page_title.settings_interface')} />
          <DropdownMenu.Separator className="menu-separator" />
          <DropdownMenu.Label className="menu-label">{t('layout.color_scheme.label')}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={colorScheme}
            onValueChange={(value) => isColorScheme(value) && switchColorScheme(value)}
          >
            {constants.color_scheme.values.map((scheme) => (
              <DropdownMenu.RadioItem key={scheme} value={scheme} className="menu-item menu-radio">
                <DropdownMenu.ItemIndicator className="menu-indicator">
                  <Check aria-hidden size={16} />
                </DropdownMenu.ItemIndicator>
                {t(`layout.color_scheme.${scheme}`)}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
          <DropdownMenu.Separator className="menu-separator" />
          <MenuLink to={logoutPath} icon={LogOut} label={t('account.header.log_out')} />
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
