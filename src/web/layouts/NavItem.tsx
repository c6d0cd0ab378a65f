import type { ComponentType, ReactNode } from 'react';
import { Link, NavLink, useMatch } from 'react-router-dom';
import type { RoutePath } from '../app/paths.ts';

export interface NavItemProps {
  to: RoutePath;
  icon: ComponentType<{ 'aria-hidden'?: boolean; size?: number }>;
  children: ReactNode;
  /** an accessible name other than the text, when the text leaves something out (a count) */
  label?: string;
  onNavigate?: (() => void) | undefined;
  /** current on this very path only, not on the paths below it */
  end?: boolean | undefined;
  /** another path that shows the same page (the home page is the question list) */
  alsoAt?: RoutePath | undefined;
}

/** One link of the primary navigation: its icon and name, marked current on its pages. */
export function NavItem({ to, icon: Icon, children, label, onNavigate, end, alsoAt }: NavItemProps) {
  const atOtherPath = useMatch({ path: alsoAt ?? to, end: true }) !== null && alsoAt !== undefined;
  const content = (
    <>
      <Icon aria-hidden size={18} />
      {children}
    </>
  );
  return (
    <li>
      {atOtherPath ? (
        // NavLink marks only its own path current; this path shows the same page
        <Link to={to} className="primary-nav-link" onClick={onNavigate} aria-label={label} aria-current="page">
          {content}
        </Link>
      ) : (
        <NavLink to={to} className="primary-nav-link" onClick={onNavigate} aria-label={label} end={end}>
          {content}
        </NavLink>
      )}
    </li>
  );
}
