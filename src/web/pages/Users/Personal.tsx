import { useParams } from 'react-router-dom';
import type { DataOf } from '../../../../generated/operations.ts';
import { usePageData, type PageLoader, type WidgetCalls } from '../../app/page-data.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { useSession } from '../../app/session.ts';
import { ProfileHeader } from './personal/ProfileHeader.tsx';
import { loadTop } from './personal/Overview.tsx';
import { tabWindow } from './personal/PagedTab.tsx';
import { TabContent, tabLoads } from './personal/TabContent.tsx';
import { TabNav } from './personal/TabNav.tsx';
import { orderedTabs, tabFrom } from './personal/tabs.ts';
import '../../components/question/question.css';
import './personal/personal.css';

type Profile = DataOf<'getPersonalUserInfo'>;

export const loader: PageLoader<Profile> = async ({ params, api, signal, shown }) => {
  const username = params.username ?? '';
  // moving between a person's tabs keeps their profile
  const profile = shown as Profile | undefined;
  if (profile?.username === username) return profile;
  return api.getPersonalUserInfo({ query: { username } }, { signal });
};

/** The shown tab's list (a visitor's tabs: the server draws pages as a visitor sees them). */
export const widgetCalls: WidgetCalls<Profile> = ({ data, params, url, api }) => {
  const tab = tabFrom(params.tabName, false);
  if (tab === 'overview') return [loadTop(api, data.username)];
  return [tabLoads[tab](api, data.username, tabWindow(url.searchParams, orderedTabs.has(tab)))];
};

/** /users/:username and /users/:username/:tabName: a person's page; bookmarks and votes only for themselves. */
export default function Personal() {
  const { tabName } = useParams();
  const { user: viewer } = useSession();
  const info = usePageData<typeof loader>();
  usePageTitle(info.display_name || info.username);
  const own = viewer?.id === info.id;
  const tab = tabFrom(tabName, own);
  return (
    <div className="personal-page">
      <ProfileHeader info={info} />
      <TabNav username={info.username} current={tab} own={own} />
      <TabContent tab={tab} info={info} />
    </div>
  );
}
