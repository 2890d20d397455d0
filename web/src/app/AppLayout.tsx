import { ApolloProvider, getApolloContext, useQuery } from '@apollo/client/react';
import { useContext, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { MeDocument } from '../__generated__/graphql.ts';
import { Outlet, useLocation } from 'react-router-dom';
import { MenuIcon } from '../components/icons.tsx';
import { OnceOpened } from '../components/OnceOpened.tsx';
import { OrganisationPicker } from '../features/auth/OrganisationPicker.tsx';
import { OrganisationSwitcher } from '../features/auth/OrganisationSwitcher.tsx';
import { HeaderSearch } from '../features/search/HeaderSearch.tsx';
import { MessagesBadge } from '../features/todo/MessagesBadge.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { signedInClient } from './apollo.ts';
import { getOrgList, storeMe } from './session.ts';
import { SessionExpiredDialog } from './SessionExpiredDialog.tsx';
import { SideMenu } from './SideMenu.tsx';
import { UserMenu } from './UserMenu.tsx';
import { FeatureNotice } from '../components/FeatureNotice.tsx';
import { useBackendFeatures } from './backendFeatures.ts';
import { featureOfPage } from './pageFeatures.ts';
import { meReadKey, noteFrameDrawn, useFirstFetchPolicy } from './prefetch.ts';

const collapsedKey = 'sideMenuCollapsed';

/** The GraphQL client of the signed-in pages (a test's mocked one when it gives its own). */
function SignedInClient({ children }: { children: ReactNode }) {
  const given = useContext(getApolloContext()).client;
  if (given) return children;
  return <ApolloProvider client={signedInClient()}>{children}</ApolloProvider>;
}

/** What the router loads after sign-in: the client, the frame, and the lost-session dialog. */
export function SignedInFrame() {
  return (
    <SignedInClient>
      <AppLayout />
      <SessionExpiredDialog />
    </SignedInClient>
  );
}

/**
 * The page, or in place of a page whose feature the back end lacks (legacy mode, reached by its
 * address) a notice saying so: never its empty list.
 */
function FeatureGate({ pathname }: { pathname: string }) {
  const { unavailable, loading } = useBackendFeatures();
  const feature = featureOfPage(pathname);
  // Such a page waits for the answer rather than asking the back end for what it may lack.
  if (feature && loading) return null;
  return feature && unavailable(feature) ? <FeatureNotice feature={feature} /> : <Outlet />;
}

/** The signed-in frame: side menu, top bar, and the page. */
export function AppLayout() {
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(collapsedKey) === '1');
  const setAndKeep = (value: boolean) => {
    localStorage.setItem(collapsedKey, value ? '1' : '0');
    setCollapsed(value);
  };
  // Checks the stored session against the server once per page load: a session ended elsewhere
  // shows the lost-session dialog at once, and menu or organisation changes are picked up. The
  // first page of a visit sent that read ahead (framePrefetch.ts): the frame takes its answer.
  const fetchPolicy = useFirstFetchPolicy(meReadKey, 'network-only');
  const { data } = useQuery(MeDocument, { fetchPolicy });
  useEffect(noteFrameDrawn, []);
  const [sessionVersion, setSessionVersion] = useState(0);
  useEffect(() => {
    if (!data) return;
    // The menu is drawn from storage: drawn again only when the session's answer changed it.
    if (storeMe(data.me)) setSessionVersion((v) => v + 1);
  }, [data]);
  const features = useBackendFeatures();
  const organisations = getOrgList();
  const needsOrganisation = organisations.length > 0 && !organisations.some((o) => o.isDefault);

  return (
    // Plain elements styled by the theme (`.app-frame` …): the frame is drawn on every page.
    <div className="app-frame">
      <SideMenu
        collapsed={collapsed}
        onExpand={() => setAndKeep(false)}
        sessionVersion={sessionVersion}
      />
      <div className="app-column">
        <header className="app-header">
          <button
            type="button"
            className="icon-button"
            aria-label={collapsed ? '展开菜单' : '收起菜单'}
            onClick={() => setAndKeep(!collapsed)}
          >
            <MenuIcon />
          </button>
          <div className="app-header-crumbs">
            <Breadcrumbs />
          </div>
          {features.unavailable('search') ? null : <HeaderSearch />}
          <OrganisationSwitcher />
          {features.unavailable('messages') ? null : <MessagesBadge />}
          <UserMenu />
        </header>
        {/*
          The spec reloads the whole page on every path change; in a single-page client that would
          throw away the session and the cache, so the page is re-mounted instead (keyed by path):
          it starts from a clean state just as a reload would.
        */}
        <main key={pathname} className="app-main">
          {/* A page asks for its organisation's data: none until the user has chosen one. */}
          {needsOrganisation ? null : <FeatureGate pathname={pathname} />}
        </main>
      </div>
      <OnceOpened open={needsOrganisation}>
        <OrganisationPicker open={needsOrganisation} organisations={organisations} />
      </OnceOpened>
    </div>
  );
}
