// `npm run -w examples quickstart`: the five lines of README's 报表工具与脚本, 应收账龄 with a token.
import { GraphQLClient } from 'graphql-request';
import { ReceivableAgingDocument as Aging } from './__generated__/graphql.ts';

const headers = { authorization: `Bearer ${process.env.FREIGHT_TOKEN}` };
const client = new GraphQLClient(`${process.env.FREIGHT_URL}/graphql`, { headers });
const { statementReceivableAging: aging } = await client.request(Aging, { pageSize: 500 });
for (const row of aging.items) console.log(row.clientName, row.outstandingCny, '元');
console.log(`${aging.items.length} / ${aging.total} 个客户`);
