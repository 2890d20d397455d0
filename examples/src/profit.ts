// `npm run -w examples profit [-- --from YYYY-MM-DD] [--to YYYY-MM-DD] [--out file.csv]`: monthly
// profit from 业务统计 (orders, receivable, payable and profit per month and order type, by the
// orders' 接单日期) into a CSV file. Amounts are 元 of CNY (本位币), each fee line converted at its
// own rate, two decimals, as the schema states.
import { MonthlyProfitDocument } from './__generated__/graphql.ts';
import { run } from './cli.ts';
import { pages } from './client.ts';
import { CsvFile } from './csv.ts';

export const PROFIT_HEADER = [
  '月份',
  '业务类型',
  '订单数',
  '应收（人民币元）',
  '应付（人民币元）',
  '利润（人民币元）',
] as const;

run(['from', 'to'], async ({ client, options, pageSize, out }) => {
  const filter = { dateFrom: options.from ?? null, dateTo: options.to ?? null };
  const span = `${options.from ?? '开始'}至${options.to ?? '今'}`;
  const csv = new CsvFile(out(`月度利润-${span}.csv`), PROFIT_HEADER);
  let totals = { orderCount: 0, profitCny: '0.00' };
  for await (const page of pages(async (pageNum, size) => {
    const { statementBusiness } = await client.request(MonthlyProfitDocument, {
      filter,
      pageNum,
      pageSize: size,
    });
    totals = statementBusiness.totals;
    return statementBusiness;
  }, pageSize)) {
    for (const row of page.items) {
      await csv.write([
        row.month,
        row.orderTypeName,
        row.orderCount,
        row.receivableCny,
        row.payableCny,
        row.profitCny,
      ]);
    }
  }
  await csv.close();
  return {
    files: [csv],
    notes: [`${totals.orderCount} 票订单，利润合计 ${totals.profitCny} 元（人民币）`],
  };
});
