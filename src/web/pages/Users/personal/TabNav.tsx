import { Link } from 'react-router-dom';
import { useMessage } from '../../../hooks/useMessage.ts';
import { Message } from '../../../components/Message.tsx';
import { tabPath, tabsFor, type PersonalTab } from './tabs.ts';

/** The tab bar of a personal page: links, so each tab has its own address. */
export function TabNav({ username, current, own }: { username: string; current: PersonalTab; own: boolean }) {
  const message = useMessage();
  return (
    <nav aria-label={message('users_ui.tabs.label')}>
      <ul className="sort-tabs personal-tabs">
        {tabsFor(own).map((tab) => (
          <li key={tab}>
            <Link to={tabPath(username, tab)} aria-current={tab === current ? 'page' : undefined}>
              <Message id={`users_ui.tabs.${tab}`} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
