// My figures as tiles and charts, shared by the home page (工作台) and the chart page (图表). Each
// figure, bar and slice links to the list it counts.
import { Box, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { orderTypes } from '../../../../model/orders/index.ts';
import type { MyFiguresQuery } from '../../__generated__/graphql.ts';
import { BarChart } from '../../components/charts/BarChart.tsx';
import type { BarCategory } from '../../components/charts/BarChart.tsx';
import { DonutChart } from '../../components/charts/DonutChart.tsx';
import type { ChartDatum } from '../../components/charts/chartLink.ts';
import { statementScope } from '../../../../model/statements/index.ts';
import { FigureScope } from '../../components/FigureScope.tsx';
import { formatDecimal } from '../../components/list/index.ts';

export type Figures = MyFiguresQuery['myFigures'];

/** The lists the figures open. */
export const figureLinks = {
  kanban: (shippingType?: string) =>
    shippingType ? `/todo/kanban?shippingType=${encodeURIComponent(shippingType)}` : '/todo/kanban',
  pendingPayable: '/fee/audit?side=PAYABLE',
  pendingReceivable: '/fee/audit',
  approvedReceivable: '/fee/audit?approveStatus=YSH',
  profit: '/statements/profit',
};

/**
 * The month's profit as the dashboard names it: the 单票利润 report's total over my orders made
 * that month (rest: workspace figures read it from the statements engine).
 */
export const monthProfitTitle = (yearMonth: string) => `${yearMonth} 利润（我的订单）`;

const sideNames = { PAYABLE: '应付', RECEIVABLE: '应收' } as const;

/**
 * What the figures over my orders count: cancelled orders too, unlike the reports
 * (statementScope), which is why the dashboard's 已核销 can be above 应收核销's.
 */
export const myFiguresScope = '我的订单，含已取消订单';

/** The dashboard's charts sit two to a row. */
const DASHBOARD_SIZE = { width: 480, height: 220 } as const;

/** A CNY amount as the lists show it: thousands separators, two decimals. */
export const money = (value: string) => `¥${formatDecimal(value)}`;

function Tile({
  label,
  value,
  hint,
  scope,
  to,
  testId,
}: {
  label: string;
  value: string;
  hint?: ReactNode;
  /** What the figure includes, beside its label. */
  scope?: string;
  to: string;
  testId: string;
}) {
  return (
    <Box
      asChild
      display="block"
      borderWidth="1px"
      rounded="md"
      px="4"
      py="3"
      bg="bg.panel"
      _hover={{ borderColor: 'colorPalette.solid' }}
    >
      <RouterLink to={to} data-testid={testId}>
        <Text fontSize="sm" color="fg.muted">
          {label}
          {scope ? <FigureScope>{scope}</FigureScope> : null}
        </Text>
        <Text fontSize="xl" fontWeight="semibold" data-figure-value>
          {value}
        </Text>
        {hint ? (
          <Text fontSize="xs" color="fg.muted">
            {hint}
          </Text>
        ) : null}
      </RouterLink>
    </Box>
  );
}

/** The four headline figures. */
export function FigureTiles({ figures }: { figures: Figures }) {
  const pending = figures.feesPending;
  const pendingCount = pending.reduce((n, p) => n + p.count, 0);
  const receivable = figures.receivablesOutstanding;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
      <Tile
        label="未完成订单"
        value={String(figures.openOrders)}
        hint="我负责、销售或创建的订单"
        to={figureLinks.kanban()}
        testId="figure-open-orders"
      />
      <Tile
        label="待审核费用"
        value={`${pendingCount} 笔`}
        hint={pending.map((p) => `${sideNames[p.side]} ${money(p.cnyAmount)}`).join('，')}
        scope={myFiguresScope}
        to={figureLinks.pendingReceivable}
        testId="figure-fees-pending"
      />
      <Tile
        label="应收未收"
        value={money(receivable.outstandingCny)}
        hint={`已审核应收 ${money(receivable.approvedCny)}，已核销 ${money(receivable.writtenOffCny)}`}
        scope={myFiguresScope}
        to={figureLinks.approvedReceivable}
        testId="figure-receivable-outstanding"
      />
      <Tile
        label={monthProfitTitle(figures.yearMonth)}
        value={money(figures.profit.profitCny)}
        hint={`按接单月份同单票利润报表：${figures.profit.orderCount} 个订单，应收 ${money(figures.profit.receivableCny)}，应付 ${money(figures.profit.payableCny)}（不含驳回费用）`}
        scope={statementScope}
        to={figureLinks.profit}
        testId="figure-month-profit"
      />
    </SimpleGrid>
  );
}

export function ChartCard({
  title,
  scope,
  children,
}: {
  title: string;
  /** What the chart's figures include, beside its title. */
  scope?: string;
  children: ReactNode;
}) {
  return (
    <Card.Root size="sm" variant="outline">
      <Card.Header>
        <Heading as="h2" size="sm">
          {title}
          {scope ? <FigureScope>{scope}</FigureScope> : null}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/** My open orders per order type, each bar opening that type's kanban. */
export function OrdersByTypeChart({ figures }: { figures: Figures }) {
  const data: BarCategory[] = orderTypes.map((t) => ({
    key: t.shippingType,
    label: t.label,
    values: {
      value: figures.ordersByNode
        .filter((r) => r.shippingType === t.shippingType)
        .reduce((n, r) => n + r.count, 0),
    },
    href: figureLinks.kanban(t.shippingType),
  }));
  return <BarChart title="未完成订单（按业务类型）" categories={data} {...DASHBOARD_SIZE} />;
}

/** My open orders of one type per workflow node (the declaration's order of nodes). */
export function OrdersByNodeChart({
  figures,
  shippingType,
}: {
  figures: Figures;
  shippingType: string;
}) {
  const decl = orderTypes.find((t) => t.shippingType === shippingType);
  const rows = figures.ordersByNode.filter((r) => r.shippingType === shippingType);
  // Every node of the workflow, in its order, empty ones too; a step the declaration no longer
  // lists comes last.
  const declared = (decl?.nodes ?? []).map((n) => {
    const row = rows.find((r) => r.node.code === n.code);
    return { code: n.code, name: row?.node.name ?? n.label, count: row?.count ?? 0 };
  });
  const others = rows
    .filter((r) => !declared.some((d) => d.code === r.node.code))
    .map((r) => ({ code: r.node.code, name: r.node.name, count: r.count }));
  const data: BarCategory[] = [...declared, ...others].map((r) => ({
    key: r.code,
    label: r.name,
    values: { value: r.count },
    href: figureLinks.kanban(shippingType),
    colour: '#2563eb',
  }));
  return (
    <BarChart
      title={`${decl?.label ?? shippingType}未完成订单（按节点）`}
      categories={data}
      {...DASHBOARD_SIZE}
    />
  );
}

/** Fee lines waiting for approval, payable and receivable. */
export function PendingFeesDonut({ figures }: { figures: Figures }) {
  const data: ChartDatum[] = figures.feesPending.map((p) => ({
    key: p.side,
    label: `${sideNames[p.side]}（${p.count} 笔）`,
    value: Number(p.cnyAmount),
    display: money(p.cnyAmount),
    href: p.side === 'PAYABLE' ? figureLinks.pendingPayable : figureLinks.pendingReceivable,
    colour: p.side === 'PAYABLE' ? '#d97706' : '#2563eb',
  }));
  const count = figures.feesPending.reduce((n, p) => n + p.count, 0);
  return <DonutChart title="待审核费用" data={data} centre={`${count} 笔`} />;
}

/** Approved receivables: written off against still outstanding. */
export function ReceivablesChart({ figures }: { figures: Figures }) {
  const r = figures.receivablesOutstanding;
  return (
    <DonutChart
      title="已审核应收"
      centre={money(r.approvedCny)}
      data={[
        {
          key: 'outstanding',
          label: `应收未收（${r.lineCount} 笔）`,
          value: Number(r.outstandingCny),
          display: money(r.outstandingCny),
          href: figureLinks.approvedReceivable,
          colour: '#dc2626',
        },
        {
          key: 'writtenOff',
          label: '已核销',
          value: Number(r.writtenOffCny),
          display: money(r.writtenOffCny),
          href: figureLinks.approvedReceivable,
          colour: '#059669',
        },
      ]}
    />
  );
}

/** This month: receivable, payable and the profit between them. */
export function MonthProfitChart({ figures }: { figures: Figures }) {
  const p = figures.profit;
  const amount = (key: string, label: string, value: string, colour: string): BarCategory => ({
    key,
    label,
    values: { value },
    href: figureLinks.profit,
    colour,
  });
  return (
    <BarChart
      title={monthProfitTitle(figures.yearMonth)}
      categories={[
        amount('receivable', '应收', p.receivableCny, '#2563eb'),
        amount('payable', '应付', p.payableCny, '#d97706'),
        amount('profit', '利润', p.profitCny, p.profitCny.startsWith('-') ? '#dc2626' : '#059669'),
      ]}
      format={money}
      {...DASHBOARD_SIZE}
    />
  );
}

/** The figures of the home page: tiles, orders by type, fees awaiting approval. */
export function DashboardFigures({ figures }: { figures: Figures }) {
  return (
    <Stack gap="3">
      <FigureTiles figures={figures} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="3">
        <ChartCard title="未完成订单">
          <OrdersByTypeChart figures={figures} />
        </ChartCard>
        <ChartCard title="待审核费用" scope={myFiguresScope}>
          <PendingFeesDonut figures={figures} />
        </ChartCard>
      </SimpleGrid>
    </Stack>
  );
}
