import { useParams } from 'react-router-dom';
import { api } from '../../app/api-client.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { useSession } from '../../app/session.ts';
import { LoadingStatus } from '../../components/LoadingStatus.tsx';
import { useQueryData } from '../../components/question/useQueryData.ts';
import { ProfileHeader } from './personal/ProfileHeader.tsx';
import { TabContent } from './personal/TabContent.tsx';
import { TabNav } from './personal/TabNav.tsx';
import { tabFrom } from './personal/tabs.ts';
import '../../components/question/question.css';
import './personal/personal.css';

/** /users/:username and /users/:username/:tabName: a person's page; bookmarks and votes only for themselves. */
export default function Personal() {
  const { username = '', tabName } = useParams();
  const { user: viewer } = useSession();
  const profile = useQueryData(username, (signal) =>
    api.getPersonalUserInfo({ query: { username } }, { signal, allow404: true }),
  );
  usePageTitle(profile.status === 'loaded' ? profile.data.display_name || profile.data.username : undefined);
  if (profile.status === 'loading') return <LoadingStatus />;
  if (profile.status !== 'loaded') return null;
  const info = profile.data;
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
