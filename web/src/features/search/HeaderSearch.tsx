// The top bar's search box and the keyboard shortcuts of the signed-in pages: Ctrl/⌘+K opens the
// search palette, Ctrl/⌘+S saves the form in focus, `/` goes to the list's search, `?` shows the
// shortcuts. The palette and the help load on first use.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SearchIcon } from '../../components/icons.tsx';
import { dialogOpen, focusListSearch, isTyping, saveFocusedForm } from './shortcuts.ts';

import { loadKeyboardHelp, loadSearchPalette } from '../../app/signedInFrame.ts';
import { noteRecentRecord, recordAt } from './recentRecords.ts';

const SearchPalette = lazy(loadSearchPalette);
const KeyboardHelp = lazy(loadKeyboardHelp);

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export function HeaderSearch() {
  const [palette, setPalette] = useState(false);
  const [help, setHelp] = useState(false);
  const { pathname, search } = useLocation();

  // A record's view page notes the record among the recently opened.
  useEffect(() => {
    const record = recordAt(pathname, search);
    if (record) noteRecentRecord(record);
  }, [pathname, search]);

  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      const mod = e.ctrlKey || e.metaKey;
      const key = e.key.toLowerCase();
      if (mod && !e.altKey && !e.shiftKey && key === 'k') {
        e.preventDefault();
        setHelp(false);
        setPalette(true);
        return;
      }
      if (mod && !e.altKey && !e.shiftKey && key === 's') {
        // Never the browser's "save page"; the form in focus saves instead, if there is one.
        e.preventDefault();
        saveFocusedForm();
        return;
      }
      if (mod || e.altKey || e.defaultPrevented || isTyping(e.target) || dialogOpen()) return;
      if (e.key === '/') {
        if (focusListSearch()) e.preventDefault();
      } else if (e.key === '?') {
        e.preventDefault();
        setHelp(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      {/* A plain button styled by the theme (`.header-search`): the top bar is on every page. */}
      <button
        type="button"
        className="header-search"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => setPalette(true)}
      >
        <SearchIcon />
        <span>查找单号、客户…</span>
        <kbd>{isMac ? '⌘ K' : 'Ctrl K'}</kbd>
      </button>
      <Suspense fallback={null}>
        {palette ? <SearchPalette open onClose={() => setPalette(false)} /> : null}
        {help ? <KeyboardHelp open onClose={() => setHelp(false)} /> : null}
      </Suspense>
    </>
  );
}
