// Receipts (tbReceipt), payments (tbPayment), finance statistics (tbFinanceStat) and credit
// control (tbCreditControl). Paths chosen here; docs/rest-contract.md shows their payloads.
import type { FastifyInstance } from 'fastify';
import { requireInt } from '../../http/body.ts';
import { fail } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { currentOrgId } from '../../http/session.ts';
import { findByClient, pageCredit, refuseOrdersOfBlockedClients, updateCredit } from './credit.ts';
import {
  allocateRemainder,
  findSettlement,
  insertSettlement,
  openLines,
  pageOpenLines,
  pageSettlements,
  reverseSettlement,
  undoAllocation,
} from './settlements.ts';
import { settlementSides } from './sides.ts';
import { statistics } from './statistics.ts';

export function settlementsModule(app: FastifyInstance): void {
  for (const side of settlementSides) {
    const c = side.controller;
    route(app, `${c}/pageAll`, (ctx) => pageSettlements(ctx, side));
    route(app, `${c}/findByPK`, async (ctx) => {
      const id = requireInt(ctx.body, 'id', `请选择${side.label}记录`, `${side.label}记录不存在`);
      const found = await findSettlement(ctx.db, side, currentOrgId(ctx.session), id);
      if (!found) throw fail.notFound(`${side.label}记录不存在`, 'id');
      return found;
    });
    route(app, `${c}/listOpenLines`, (ctx) => openLines(ctx, side));
    route(app, `${c}/pageOpenLines`, (ctx) => pageOpenLines(ctx, side));
    route(app, `${c}/insert`, (ctx) => insertSettlement(ctx, side));
    route(app, `${c}/updateReverse`, (ctx) => reverseSettlement(ctx, side));
    route(app, `${c}/updateAllocate`, (ctx) => allocateRemainder(ctx, side));
    route(app, `${c}/updateUnallocate`, (ctx) => undoAllocation(ctx, side));
  }
  route(app, 'tbFinanceStat/findStatistics', statistics);
  route(app, 'tbCreditControl/pageAll', pageCredit);
  route(app, 'tbCreditControl/findByClient', findByClient);
  route(app, 'tbCreditControl/update', updateCredit);
  refuseOrdersOfBlockedClients();
}
