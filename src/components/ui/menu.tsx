import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';

interface MenuProps {
  /** accessible name of the trigger button */
  label: string;
  trigger: ReactNode;
  children: ReactNode;
}

/** A dropdown menu (Radix): keyboard and screen-reader ready. */
export function Menu({ label, trigger, children }: MenuProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="btn btn-ghost menu-trigger" aria-label={label}>
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu-content" align="end" sideOffset={6}>
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

interface MenuItemProps {
  children: ReactNode;
  onSelect: () => void;
}

export function MenuItem({ children, onSelect }: MenuItemProps) {
  return (
    <DropdownMenu.Item className="menu-item" onSelect={onSelect}>
      {children}
    </DropdownMenu.Item>
  );
}

export function MenuSeparator() {
  return <DropdownMenu.Separator className="menu-separator" />;
}
