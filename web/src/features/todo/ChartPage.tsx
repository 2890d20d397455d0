import { useQuery } from '@apollo/client/react';
import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { businessMonth } from '../../../../model/businessDate.ts';
import { orderTypes } from '../../../../model/orders/index.ts';
import { statementScope } from '../../../../model/statements/index.ts';
import { MyFiguresDocument } from '../../__generated__/graphql.ts';
import { PageLoading } from '../../components/PageLoading.tsx';
import { SelectField, TextField } from '../../components/form/index.ts';
import { ListPage, SearchForm, useListState } from '../../components/list/index.ts';
import {
  ChartCard,
  FigureTiles,
  MonthProfitChart,
  monthProfitTitle,
  myFiguresScope,
  OrdersByNodeChart,
  OrdersByTypeChart,
  PendingFeesDonut,
  ReceivablesChart,
} from './DashboardFigures.tsx';

const typeOptions = orderTypes.map((t) => ({ value: t.shippingType, label: t.label }));
const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** /todo/chart (图表): my figures as charts, for a month and an order type. */
export default function ChartPage() {
  const defaults = { yearMonth: businessMonth(), shippingType: '' };
  const list = useListState(defaults, 1);
  const { search } = list;
  const yearMonth = YEAR_MONTH.test(search.yearMonth) ? search.yearMonth : defaults.yearMonth;
  const { data, loading } = useQuery(MyFiguresDocument, {
    variables: { yearMonth, shippingType: search.shippingType || null },
  });
  const figures = data?.myFigures;
  const types = orderTypes.filter(
    (t) =>
      (!search.shippingType || t.shippingType === search.shippingType) &&
      (figures?.ordersByNode.some((r) => r.shippingType === t.shippingType) ?? false),
  );

  return (
    <ListPage
      title="图表"
      search={
        <SearchForm values={search} emptyValues={defaults} onSearch={list.setSearch}>
          <TextField name="yearMonth" label="月份" placeholder="YYYY-MM" />
          <SelectField
            name="shippingType"
            label="业务类型"
            options={typeOptions}
            placeholder="全部"
          />
        </SearchForm>
      }
    >
      {!figures ? (
        loading ? (
          <PageLoading />
        ) : (
          <Text color="fg.muted">暂无数据</Text>
        )
      ) : (
        <Stack gap="3">
          <FigureTiles figures={figures} />
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="3">
            <ChartCard title="未完成订单（按业务类型）">
              <OrdersByTypeChart figures={figures} />
            </ChartCard>
            <ChartCard title="待审核费用" scope={myFiguresScope}>
              <PendingFeesDonut figures={figures} />
            </ChartCard>
            <ChartCard title="应收未收" scope={myFiguresScope}>
              <ReceivablesChart figures={figures} />
            </ChartCard>
            <ChartCard title={monthProfitTitle(figures.yearMonth)} scope={statementScope}>
              <MonthProfitChart figures={figures} />
            </ChartCard>
            {types.map((t) => (
              <ChartCard key={t.shippingType} title={`${t.label}（按节点）`}>
                <OrdersByNodeChart figures={figures} shippingType={t.shippingType} />
              </ChartCard>
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </ListPage>
  );
}
