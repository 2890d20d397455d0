import { useState } from 'react';
import type { ReactNode } from 'react';

/**
 * Renders a dialog from the first time it opens, and keeps it after (so it still animates out).
 * A closed dialog drew its backdrop and positioner at every render of the page around it; most
 * are never opened in a visit.
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? children : null;
}
