import { Box, Button, Flex, Image, Stack, Text, chakra } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { ChevronDownIcon, ChevronRightIcon } from '../components/icons.tsx';
import { menuTrail, visibleMenu, withoutUnavailable } from './menu.ts';
import { useBackendFeatures } from './backendFeatures.ts';
import { featureOfPage } from './pageFeatures.ts';
import { productName } from './product.ts';
import { getLogo, getMenu } from './session.ts';
import type { SessionMenuItem } from './session.ts';

const StyledNavLink = chakra(NavLink);

function PageLink({
  item,
  depth,
  active,
}: {
  item: SessionMenuItem;
  depth: number;
  active: boolean;
}) {
  return (
    <StyledNavLink
      to={item.url ?? '/'}
      display="block"
      py="1.5"
      ps={`${12 + depth * 14}px`}
      pe="3"
      fontSize="sm"
      borderRadius="l2"
      color={active ? 'colorPalette.fg' : 'fg.muted'}
      bg={active ? 'colorPalette.subtle' : undefined}
      fontWeight={active ? 'semibold' : 'normal'}
      _hover={{ bg: active ? 'colorPalette.subtle' : 'bg.muted', color: 'fg' }}
      truncate
    >
      {item.name}
    </StyledNavLink>
  );
}

export interface SideMenuProps {
  collapsed: boolean;
  onExpand: () => void;
  /** Bumped when the stored session was refreshed, so the menu is read again. */
  sessionVersion: number;
}

/** The side menu, built from the menu tree the server allows this user (stored at sign-in). */
export function SideMenu({ collapsed, onExpand, sessionVersion }: SideMenuProps) {
  const { pathname } = useLocation();
  // Storage is not reactive: re-read the menu whenever the layout has refreshed the session.
  // Pages of features the back end lacks (legacy mode) are left out.
  const { unavailable } = useBackendFeatures();
  const menu = useMemo(
    () => withoutUnavailable(visibleMenu(getMenu()), (url) => unavailable(featureOfPage(url))),
    [sessionVersion, unavailable],
  );
  const logo = getLogo();
  const [openGroups, setOpenGroups] = useState<Set<string>>(
    () => new Set(menuTrail(menu, pathname).map((item) => item.id)),
  );
  // A refreshed menu may be the first one this page sees: open the group of the current page.
  useEffect(() => {
    const trail = menuTrail(menu, pathname);
    if (trail.length > 0)
      setOpenGroups((previous) => new Set([...previous, ...trail.map((item) => item.id)]));
    // Only when the menu itself changes; navigation keeps the groups as the user left them.
  }, [menu]);
  const toggle = (id: string, forceOpen = false) =>
    setOpenGroups((previous) => {
      const next = new Set(previous);
      if (next.has(id) && !forceOpen) next.delete(id);
      else next.add(id);
      return next;
    });

  // The deepest page covering the path is the current one: /statements/ticket/v2 is its own page,
  // not a sub-page of /statements/ticket.
  const current = menuTrail(menu, pathname).at(-1);
  const renderItems = (items: readonly SessionMenuItem[], depth: number) =>
    items.map((item) => {
      if (item.type !== 'GROUP') {
        return (
          <PageLink key={item.id} item={item} depth={depth} active={item.id === current?.id} />
        );
      }
      const open = openGroups.has(item.id);
      if (collapsed) {
        return (
          <Button
            key={item.id}
            variant="ghost"
            width="full"
            px="0"
            title={item.name}
            aria-label={item.name}
            onClick={() => {
              toggle(item.id, true);
              onExpand();
            }}
          >
            {item.name.slice(0, 1)}
          </Button>
        );
      }
      return (
        <Box key={item.id}>
          <Button
            variant="ghost"
            width="full"
            justifyContent="space-between"
            ps={`${12 + depth * 14}px`}
            pe="2"
            fontWeight="semibold"
            color="fg"
            aria-expanded={open}
            onClick={() => toggle(item.id)}
          >
            <Text truncate>{item.name}</Text>
            {open ? <ChevronDownIcon color="fg.subtle" /> : <ChevronRightIcon color="fg.subtle" />}
          </Button>
          {open ? (
            <Stack gap="0.5" mt="0.5" mb="1">
              {renderItems(item.children, depth + 1)}
            </Stack>
          ) : null}
        </Box>
      );
    });

  return (
    <Flex
      as="nav"
      aria-label="主菜单"
      direction="column"
      width={collapsed ? '56px' : '220px'}
      flexShrink={0}
      bg="bg"
      borderEndWidth="1px"
      height="100vh"
      position="sticky"
      top="0"
      transition="width 0.15s ease"
    >
      <Flex
        h="12"
        align="center"
        px={collapsed ? '0' : '4'}
        justify={collapsed ? 'center' : 'flex-start'}
        gap="2"
      >
        {logo && /^(https?:|\/|data:)/.test(logo) ? (
          <Image src={logo} alt="" boxSize="6" objectFit="contain" />
        ) : null}
        <Text fontWeight="bold" color="colorPalette.700" whiteSpace="nowrap">
          {collapsed ? '华通' : productName}
        </Text>
      </Flex>
      <Stack gap="0.5" px="2" pb="4" overflowY="auto" flex="1">
        {collapsed ? null : (
          <PageLink
            item={{
              id: 'home',
              parentId: null,
              name: '工作台',
              url: '/',
              icon: null,
              type: 'PAGE',
              sortId: 0,
              hideInMenu: false,
              hideInBreadcrumb: false,
              children: [],
            }}
            depth={0}
            active={pathname === '/'}
          />
        )}
        {renderItems(menu, 0)}
        {menu.length === 0 && !collapsed ? (
          <Text fontSize="sm" color="fg.subtle" px="3" py="2">
            暂无可用菜单
          </Text>
        ) : null}
      </Stack>
    </Flex>
  );
}
