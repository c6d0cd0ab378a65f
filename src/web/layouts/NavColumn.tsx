import { NavLink } from 'react-router-dom';
import type { MessageKey } from '../../../generated/messages/index.ts';
import { routeOf, type RoutePath } from '../app/paths.ts';
import { Message } from '../components/Message.tsx';
import { useMessage } from '../hooks/useMessage.ts';

export interface NavGroup {
  /** groups of one link have no heading */
  heading?: MessageKey;
  /** each link is labelled with its route's title */
  paths: RoutePath[];
  /** links known only at run time (a plugin's settings), after the routes' */
  extra?: ReadonlyArray<{ to: string; label: string }>;
}

interface NavColumnProps {
  label: MessageKey;
  groups: NavGroup[];
}

function NavLinks({ paths, extra = [] }: Pick<NavGroup, 'paths' | 'extra'>) {
  return (
    <ul>
      {paths.map((path) => (
        <li key={path}>
          <NavLink to={path} end>
            <Message id={routeOf(path).title} />
          </NavLink>
        </li>
      ))}
      {extra.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

export function NavColumn({ label, groups }: NavColumnProps) {
  const t = useMessage();
  return (
    <nav className="nav-column" aria-label={t(label)}>
      {groups.map((group) =>
        group.heading ? (
          <section key={group.heading} className="nav-group">
            <h2 className="nav-group-heading">
              <Message id={group.heading} />
            </h2>
            <NavLinks paths={group.paths} extra={group.extra} />
          </section>
        ) : (
          <NavLinks key={group.paths.join()} paths={group.paths} extra={group.extra} />
        ),
      )}
    </nav>
  );
}
