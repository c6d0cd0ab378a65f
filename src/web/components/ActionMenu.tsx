import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';

export interface ActionMenuItem {
  key: string;
  label: string;
  onSelect(): void;
}

interface ActionMenuProps {
  /** what the button shows: a word, or an icon with `label` naming it */
  trigger: ReactNode;
  /** the button's accessible name when `trigger` is only an icon */
  label?: string;
  triggerClassName: string;
  items: readonly ActionMenuItem[];
}

/**
 * A button that opens a list of actions (a post's, an account's). The list is drawn in a portal above the
 * page, kept inside the window, so no table or scrolling box clips it; Radix gives it the menu roles, arrow
 * keys and type-ahead, and Escape hands the focus back to the button.
 */
export function ActionMenu({ trigger, label, triggerClassName, items }: ActionMenuProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={triggerClassName} aria-label={label}>
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="end" sideOffset={4} collisionPadding={8}>
          {items.map((item) => (
            <DropdownMenu.Item key={item.key} className="menu-item" onSelect={item.onSelect}>
              {item.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
