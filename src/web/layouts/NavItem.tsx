import type { ComponentType, ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
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
}

/** One link of the primary navigation: its icon and name, marked current on its pages. */
export function NavItem({ to, icon: Icon, children, label, onNavigate, end }: NavItemProps) {
  return (
    <li>
      <NavLink to={to} className="primary-nav-link" onClick={onNavigate} aria-label={label} end={end}>
        <Icon aria-hidden size={18} />
        {children}
      </NavLink>
    </li>
  );
}
