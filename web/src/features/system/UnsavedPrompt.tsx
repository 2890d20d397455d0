import { useEffect } from 'react';
import type { RefObject } from 'react';
import { useUnsavedChangesPrompt } from '../../components/form/index.ts';

/** The unsaved-changes prompt of a formik form; `leave` lets the page go after a save. */
export function UnsavedPrompt({
  dirty,
  leave,
}: {
  dirty: boolean;
  leave: RefObject<(() => void) | null>;
}) {
  const { prompt, allowNextNavigation } = useUnsavedChangesPrompt(dirty);
  useEffect(() => {
    leave.current = allowNextNavigation;
  }, [leave, allowNextNavigation]);
  return prompt;
}
