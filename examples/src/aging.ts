// `npm run -w examples aging [-- --as-of YYYY-MM-DD] [--out file.csv]`: 应收账龄, every client's
// outstanding receivables by age, into a CSV file. Amounts are 元 of CNY (本位币), each fee line
// converted at its own rate, two decimals, as the schema states.
import { businessDate } from '../../model/businessDate.ts';
import { ReceivableAgingDocument } from './__generated__/graphql.ts';
import { run } from './cli.ts';
import { pages } from './client.ts';
import { CsvFile } from './csv.ts';

export const AGING_HEADER = [
  '客户',
  '费用条数',
  '0–30天（人民币元）',
  '31–60天（人民币元）',
  '61–90天（人民币元）',
  '90天以上（人民币元）',
  '未收合计（人民币元）',
] as const;

run(['as-of'], async ({ client, options, pageSize, out }) => {
  const asOf = options['as-of'] ?? businessDate(new Date());
  const csv = new CsvFile(out(`应收账龄-${asOf}.csv`), AGING_HEADER);
  let totals = { lineCount: 0, outstandingCny: '0.00' };
  for await (const page of pages(async (pageNum, size) => {
    const { statementReceivableAging } = await client.request(ReceivableAgingDocument, {
      filter: { asOf },
      pageNum,
      pageSize: size,
    });
    totals = statementReceivableAging.totals;
    return statementReceivableAging;
  }, pageSize)) {
    for (const row of page.items) {
      await csv.write([
        row.clientName,
        row.lineCount,
        row.days0To30,
        row.days31To60,
        row.days61To90,
        row.daysOver90,
        row.outstandingCny,
      ]);
    }
  }
  await csv.close();
  return {
    files: [csv],
    notes: [
      `截止 ${asOf}：${totals.lineCount} 条费用，未收合计 ${totals.outstandingCny} 元（人民币）`,
    ],
  };
});
