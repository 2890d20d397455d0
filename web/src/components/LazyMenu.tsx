import { Menu, Portal } from '@chakra-ui/react';
import { useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';

export interface MenuChoice {
  value: string;
  label: string;
  /** Shown in the error colour (a delete). */
  danger?: boolean;
}

export interface LazyMenuProps {
  /** The trigger's class, styled by the theme (`.row-action`, `.user-menu` …). */
  className: string;
  /** The trigger's content. */
  children: ReactNode;
  /** The trigger's accessible name. */
  name: string;
  items: readonly MenuChoice[];
  onSelect: (value: string) => void;
  /** The menu's least width (a size token); default 28. */
  minW?: string;
}

/**
 * A menu drawn as a plain button until first opened, then Chakra's menu (opened at once on that
 * click, and kept for later openings): a menu's state machine and styled parts cost a page that
 * draws many (a list's rows) or draws it on every page (the top bar's) a share of each render.
 */
export function LazyMenu(props: LazyMenuProps) {
  const [mounted, setMounted] = useState(false);
  if (!mounted) {
    return (
      <button
        type="button"
        className={props.className}
        aria-label={props.name}
        aria-haspopup="menu"
        aria-expanded={false}
        onClick={() => setMounted(true)}
      >
        {props.children}
      </button>
    );
  }
  return <OpenedMenu {...props} />;
}

/**
 * The menu, opened on mount and left to itself after (a controlled menu closed a render later,
 * and its focus, going back to the trigger, closed the dialog an item had just opened). The
 * trigger takes the focus the clicked button had, as a menu opened by its own trigger would.
 */
function OpenedMenu({ className, children, name, items, onSelect, minW = '28' }: LazyMenuProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => trigger.current?.focus(), []);
  return (
    <Menu.Root defaultOpen onSelect={(details) => onSelect(details.value)}>
      <Menu.Trigger asChild>
        <button ref={trigger} type="button" className={className} aria-label={name}>
          {children}
        </button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW={minW}>
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
