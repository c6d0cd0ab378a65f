import { Link } from 'react-router-dom';
import { useMessage } from '../../../hooks/useMessage.ts';
import { Message } from '../../../components/Message.tsx';
import { TabStrip } from '../../../components/question/TabStrip.tsx';
import { tabPath, tabsFor, type PersonalTab } from './tabs.ts';

/** The tab bar of a personal page: links, so each tab has its own address. */
export function TabNav({ username, current, own }: { username: string; current: PersonalTab; own: boolean }) {
  const message = useMessage();
  return (
    <TabStrip label={message('users_ui.tabs.label')} className="personal-tabs" current={current}>
      {tabsFor(own).map((tab) => (
        <li key={tab}>
          <Link to={tabPath(username, tab)} aria-current={tab === current ? 'page' : undefined}>
            <Message id={`users_ui.tabs.${tab}`} />
          </Link>
        </li>
      ))}
    </TabStrip>
  );
}
