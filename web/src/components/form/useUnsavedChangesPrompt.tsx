import { useCallback, useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '../ConfirmDialog.tsx';

export const unsavedChangesText = '当前页面有未保存的修改，确定离开吗？';

export interface UnsavedChangesPrompt {
  /** The confirmation dialog; place it anywhere in the page. */
  prompt: ReactNode;
  /** Lets the next navigation through without asking (after a save, before navigate()). */
  allowNextNavigation: () => void;
}

/**
 * Warns before leaving a dirty form: a dialog for navigation inside the app (react-router's
 * blocker, which needs the data router the app uses) and the browser's own prompt for reload
 * or closing the tab.
 */
export function useUnsavedChangesPrompt(
  dirty: boolean,
  message = unsavedChangesText,
): UnsavedChangesPrompt {
  const allowed = useRef(false);
  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }) => {
        if (allowed.current) {
          allowed.current = false;
          return false;
        }
        // Changing only the query string (a tab, a page of a sub-list) stays on the form.
        return dirty && currentLocation.pathname !== nextLocation.pathname;
      },
      [dirty],
    ),
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const prompt = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="提示"
      confirmText="离开"
      cancelText="留在此页"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      {message}
    </ConfirmDialog>
  );
  const allowNextNavigation = useCallback(() => {
    allowed.current = true;
  }, []);
  return { prompt, allowNextNavigation };
}
