import ChevronDown from 'lucide-react/icons/chevron-down';
import { useId, useState } from 'react';
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

function NavLinks({ paths, extra = [], onNavigate }: Pick<NavGroup, 'paths' | 'extra'> & { onNavigate(): void }) {
  return (
    <ul>
      {paths.map((path) => (
        <li key={path}>
          <NavLink to={path} end onClick={onNavigate}>
            <Message id={routeOf(path).title} />
          </NavLink>
        </li>
      ))}
      {extra.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end onClick={onNavigate}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * A section's own navigation (admin, settings): a column beside the page on wide screens. Where the
 * column would sit above the page (layout.css) it folds behind a button, as the primary navigation folds
 * into the menu drawer, so the page's content comes first; choosing a link folds it again.
 */
export function NavColumn({ label, groups }: NavColumnProps) {
  const t = useMessage();
  const linksId = useId();
  const [open, setOpen] = useState(false);
  const fold = () => setOpen(false);
  return (
    <nav className="nav-column" aria-label={t(label)} data-open={open}>
      <button
        type="button"
        className="nav-column-toggle"
        aria-expanded={open}
        aria-controls={linksId}
        onClick={() => setOpen(!open)}
      >
        {t(label)}
        <ChevronDown aria-hidden size={18} />
      </button>
      <div id={linksId} className="nav-column-links">
        {groups.map((group) =>
          group.heading ? (
            <section key={group.heading} className="nav-group">
              <h2 className="nav-group-heading">
                <Message id={group.heading} />
              </h2>
              <NavLinks paths={group.paths} extra={group.extra} onNavigate={fold} />
            </section>
          ) : (
            <NavLinks key={group.paths.join()} paths={group.paths} extra={group.extra} onNavigate={fold} />
          ),
        )}
      </div>
    </nav>
  );
}
