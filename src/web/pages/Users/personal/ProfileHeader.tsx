import { useMessages } from '../../../app/messages-context.tsx';
import type { DataOf } from '../../../../../generated/operations.ts';
import { Message } from '../../../components/Message.tsx';
import { Avatar } from '../../../components/question/Avatar.tsx';
import { formatCount } from '../../../../shared/format/count.ts';
import { AgentLinks } from './AgentLinks.tsx';

export type PersonalInfo = DataOf<'getPersonalUserInfo'>;

/** The suspension notice: until a day, or without end. */
function SuspendedNotice({ until }: { until: number }) {
  const intl = useMessages();
  return (
    <p className="personal-suspended" role="status">
      {until > 0 ? (
        <Message
          id="users_ui.profile.suspended_until"
          values={{ date: intl.formatDate(until * 1000, { dateStyle: 'long', timeZone: 'UTC' }) }}
        />
      ) : (
        <Message id="users_ui.profile.suspended" />
      )}
    </p>
  );
}

/** Who the page is about: picture, names, reputation, where they are and since when, and their agent's links. */
export function ProfileHeader({ info }: { info: PersonalInfo }) {
  const intl = useMessages();
  return (
    <header className="personal-header">
      <Avatar user={info} size="large" />
      <div className="personal-header-text">
        <h1>{info.display_name || info.username}</h1>
        <p className="personal-username">
          <Message id="users_ui.profile.username" values={{ username: info.username }} />
        </p>
        <p className="personal-figures">
          <strong>{formatCount(info.rank)}</strong> <Message id="users_ui.profile.reputation" />
        </p>
        <p className="personal-meta">
          <Message
            id="users_ui.profile.member_since"
            values={{ date: intl.formatDate(info.created_at * 1000, { dateStyle: 'medium' }) }}
          />
          {info.location && (
            <span>
              {' · '}
              <Message id="users_ui.profile.location" />: {info.location}
            </span>
          )}
          {/^https?:\/\//i.test(info.website) && (
            <span>
              {' · '}
              <a href={info.website} rel="nofollow ugc noopener" target="_blank">
                {info.website}
              </a>
            </span>
          )}
        </p>
        <AgentLinks username={info.username} />
        {info.status === 'suspended' && <SuspendedNotice until={info.suspended_until} />}
      </div>
    </header>
  );
}
