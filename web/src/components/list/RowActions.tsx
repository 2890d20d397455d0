import { Menu, Portal } from '@chakra-ui/react';
import { useLayoutEffect, useRef, useState } from 'react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

// A list's row actions, drawn on every row of a page (a page of 50 orders has 250 of them): plain
// links and buttons styled by the theme's `.row-action` (Chakra's plain extra-small Button), and a
// menu whose machinery mounts on the row where it is opened, not on all fifty.

/** The row actions' strip at the end of a row. */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className="row-actions">{children}</div>;
}

/** A row action that opens a page. */
export function RowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <RouterLink className="row-action" to={to}>
      {children}
    </RouterLink>
  );
}

/** A row action that does something on the page (a dialog, a toggle). */
export function RowButton({
  children,
  ...props
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'type'>) {
  return (
    <button type="button" className="row-action" {...props}>
      {children}
    </button>
  );
}

export interface RowMenuItem {
  value: string;
  label: string;
  /** Shown in the error colour (a delete). */
  danger?: boolean;
}

export interface RowMenuProps {
  /** The trigger's text. */
  label: string;
  /** The trigger's accessible name, which tells the rows apart ('更多操作 HYCK…'). */
  name: string;
  items: readonly RowMenuItem[];
  onSelect: (value: string) => void;
}

/**
 * A row's menu of further actions: a plain button until first opened, then Chakra's menu (opened
 * at once on that click, and kept for the row's later openings).
 */
export function RowMenu({ label, name, items, onSelect }: RowMenuProps) {
  const [mounted, setMounted] = useState(false);
  if (!mounted) {
    // The first click replaces this button with the menu's trigger (LazyRowMenu).
    return (
      <button
        type="button"
        className="row-action"
        aria-label={name}
        aria-haspopup="menu"
        aria-expanded={false}
        onClick={() => setMounted(true)}
      >
        {label}
      </button>
    );
  }
  return <LazyRowMenu label={label} name={name} items={items} onSelect={onSelect} />;
}

/**
 * The menu, opened on mount and left to itself after (a controlled menu closed a render later,
 * and its focus, going back to the trigger, closed the dialog an item had just opened). The
 * trigger takes the focus the clicked button had, as a menu opened by its own trigger would.
 */
function LazyRowMenu({ label, name, items, onSelect }: RowMenuProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => trigger.current?.focus(), []);
  return (
    <Menu.Root defaultOpen onSelect={(details) => onSelect(details.value)}>
      <Menu.Trigger asChild>
        <button ref={trigger} type="button" className="row-action" aria-label={name}>
          {label}
        </button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="28">
            {items.map((item) => (
              <Menu.Item
                key={item.value}
                value={item.value}
                color={item.danger ? 'fg.error' : undefined}
              >
                {item.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
