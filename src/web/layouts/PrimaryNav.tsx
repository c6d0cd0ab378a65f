import MessageCircleQuestion from 'lucide-react/icons/message-circle-question';
import Shield from 'lucide-react/icons/shield';
import Star from 'lucide-react/icons/star';
import TagsIcon from 'lucide-react/icons/tags';
import UsersIcon from 'lucide-react/icons/users';
import type { MessageKey } from '../../../generated/messages/index.ts';
import { homePath, pathOfPage, routeOf, type RoutePath } from '../app/paths.ts';
import { useSession } from '../app/session.ts';
import { Message } from '../components/Message.tsx';
import { useMessage } from '../hooks/useMessage.ts';
import { NavItem, type NavItemProps } from './NavItem.tsx';
import { ReviewBadge } from './ReviewBadge.tsx';

// Users is current on the ranking only: the settings and notification pages live under /users too
const links: { to: RoutePath; icon: NavItemProps['icon']; label: MessageKey; end?: boolean; alsoAt?: RoutePath }[] = [
  { to: routeOf('/questions').path, icon: MessageCircleQuestion, label: 'site_nav.questions', alsoAt: homePath },
  { to: pathOfPage('Tags/List'), icon: TagsIcon, label: 'site_nav.tags' },
  { to: pathOfPage('Users/Ranking'), icon: UsersIcon, label: 'site_nav.users', end: true },
  { to: pathOfPage('Questions/Featured'), icon: Star, label: 'site_nav.featured' },
];

/**
 * The site's primary navigation: in the left column on wide screens and in the menu drawer on phones.
 * Review shows for those who may review something, Admin for admins.
 */
export function PrimaryNav({ onNavigate }: { onNavigate?: () => void }) {
  const t = useMessage();
  const { kind } = useSession();
  return (
    <nav className="primary-nav" aria-label={t('layout.main_navigation')}>
      <ul>
        {links.map((link) => (
          <NavItem
            key={link.to}
            to={link.to}
            icon={link.icon}
            end={link.end}
            alsoAt={link.alsoAt}
            onNavigate={onNavigate}
          >
            <Message id={link.label} />
          </NavItem>
        ))}
        <ReviewBadge onNavigate={onNavigate} />
        {kind === 'admin' && (
          <NavItem to={pathOfPage('Admin/Dashboard')} icon={Shield} onNavigate={onNavigate}>
            <Message id="site_nav.admin" />
          </NavItem>
        )}
      </ul>
    </nav>
  );
}
