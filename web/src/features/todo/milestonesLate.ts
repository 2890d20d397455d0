import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useRef } from 'react';
import { OrderMilestonesDocument } from '../../__generated__/graphql.ts';
import { useFirstFetchPolicy } from '../../app/prefetch.ts';

/** The key of an order's milestones read when sent ahead of its page (app/prefetch.ts). */
export const milestonesReadKey = (orderCode: string) => `milestones:${orderCode}`;

/** A late milestone as the progress bar shows it on its node. */
export interface LateOnNode {
  /** 逾期3天 */
  short: string;
  /** 订舱计划 2026-11-02，逾期3天 */
  detail: string;
}

/**
 * The late milestones of a saved order by node code, for its progress bar. Asked for with the
 * order (the page calls this before the order has come, `version` null), and again when
 * `version` (the saved nodes) changes afterwards, since a node save may end one.
 */
export function useLateMilestones(
  orderCode: string | null,
  version: string | null,
): ReadonlyMap<string, LateOnNode> {
  // Sent ahead with the order on the first page of a visit (orderPrefetch.ts).
  const fetchPolicy = useFirstFetchPolicy(
    orderCode ? milestonesReadKey(orderCode) : null,
    'cache-and-network',
  );
  const { data, refetch } = useQuery(OrderMilestonesDocument, {
    variables: { orderCode: orderCode ?? '' },
    skip: !orderCode,
    fetchPolicy,
    context: { skipErrorToast: true },
  });
  // The saved nodes the current answer was asked for: the query itself asks on the first.
  const askedFor = useRef<{ orderCode: string; version: string } | null>(null);
  useEffect(() => {
    if (!orderCode || version === null) return;
    const asked = askedFor.current;
    askedFor.current = { orderCode, version };
    if (asked && asked.orderCode === orderCode && asked.version !== version) {
      void refetch().catch(() => undefined);
    }
  }, [orderCode, version, refetch]);
  return useMemo(() => {
    const late = new Map<string, LateOnNode>();
    for (const m of data?.orderMilestones ?? []) {
      if (m.state !== 'LATE') continue;
      const short = `逾期${m.daysLate}天`;
      late.set(m.nodeCode, { short, detail: `${m.label}计划 ${m.plannedDate ?? ''}，${short}` });
    }
    return late;
  }, [data]);
}
