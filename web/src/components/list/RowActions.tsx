import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LazyMenu } from '../LazyMenu.tsx';
import type { MenuChoice } from '../LazyMenu.tsx';

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

export type RowMenuItem = MenuChoice;

export interface RowMenuProps {
  /** The trigger's text. */
  label: string;
  /** The trigger's accessible name, which tells the rows apart ('更多操作 HYCK…'). */
  name: string;
  items: readonly RowMenuItem[];
  onSelect: (value: string) => void;
}

/** A row's menu of further actions: its machinery mounts on the row where it is first opened. */
export function RowMenu({ label, name, items, onSelect }: RowMenuProps) {
  return (
    <LazyMenu className="row-action" name={name} items={items} onSelect={onSelect}>
      {label}
    </LazyMenu>
  );
}
