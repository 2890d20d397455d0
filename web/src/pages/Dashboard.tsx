import { useQuery } from '@apollo/client/react';
import { Box, Card, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { MyFiguresDocument } from '../__generated__/graphql.ts';
import { DashboardFigures } from '../features/todo/DashboardFigures.tsx';
import { menuPages, visibleMenu, withoutUnavailable } from '../app/menu.ts';
import { useBackendFeatures } from '../app/backendFeatures.ts';
import { featureOfPage } from '../app/pageFeatures.ts';
import { FeatureNotice } from '../components/FeatureNotice.tsx';
import { getCurrentOrg, getMenu, getUser } from '../app/session.ts';

function greeting(hour: number): string {
  if (hour < 6) return '夜深了';
  if (hour < 12) return '上午好';
  if (hour < 18) return '下午好';
  return '晚上好';
}

/**
 * 工作台: who is signed in where, my figures this month (each a link to its list), and shortcuts
 * to the order lists this user's menu allows.
 */
export default function Dashboard() {
  const features = useBackendFeatures();
  // On a back end without workspace figures (legacy mode) the tiles give way to a notice.
  const noFigures = features.unavailable('workspaceFigures');
  const figures = useQuery(MyFiguresDocument, {
    variables: {},
    skip: noFigures || features.loading,
  });
  const user = getUser();
  const org = getCurrentOrg();
  const pages = menuPages(
    withoutUnavailable(visibleMenu(getMenu()), (url) => features.unavailable(featureOfPage(url))),
  );
  const orderLists = pages.filter((p) => p.url?.startsWith('/action/'));
  const others = pages.filter((p) => !p.url?.startsWith('/action/')).slice(0, 12);

  return (
    <Stack gap="4">
      <Card.Root size="sm">
        <Card.Body>
          <Heading as="h1" size="lg">
            {greeting(new Date().getHours())}，{user?.userName ?? ''}
          </Heading>
          <Text color="fg.muted" mt="1">
            当前组织：{org?.orgName ?? '未选择'}
          </Text>
        </Card.Body>
      </Card.Root>

      {noFigures ? (
        <FeatureNotice feature="workspaceFigures" />
      ) : figures.data ? (
        <DashboardFigures figures={figures.data.myFigures} />
      ) : figures.loading || features.loading ? (
        <Skeleton height="120px" />
      ) : null}

      <Card.Root size="sm">
        <Card.Header>
          <Heading size="sm">业务订单</Heading>
        </Card.Header>
        <Card.Body>
          {orderLists.length === 0 ? (
            <Text color="fg.muted">您的菜单中没有订单列表。</Text>
          ) : (
            <SimpleGrid minChildWidth="180px" gap="3">
              {orderLists.map((page) => (
                <QuickLink key={page.id} to={page.url ?? '/'} label={page.name} />
              ))}
            </SimpleGrid>
          )}
        </Card.Body>
      </Card.Root>

      {others.length > 0 ? (
        <Card.Root size="sm">
          <Card.Header>
            <Heading size="sm">常用功能</Heading>
          </Card.Header>
          <Card.Body>
            <SimpleGrid minChildWidth="160px" gap="2">
              {others.map((page) => (
                <QuickLink key={page.id} to={page.url ?? '/'} label={page.name} subtle />
              ))}
            </SimpleGrid>
          </Card.Body>
        </Card.Root>
      ) : null}
    </Stack>
  );
}

function QuickLink({ to, label, subtle = false }: { to: string; label: string; subtle?: boolean }) {
  return (
    <Box
      asChild
      display="block"
      px="4"
      py={subtle ? '2' : '3'}
      borderWidth="1px"
      borderRadius="l2"
      bg={subtle ? 'bg' : 'colorPalette.subtle'}
      color={subtle ? 'fg' : 'colorPalette.fg'}
      fontWeight={subtle ? 'normal' : 'semibold'}
      _hover={{ borderColor: 'colorPalette.solid' }}
    >
      <RouterLink to={to}>{label}</RouterLink>
    </Box>
  );
}
