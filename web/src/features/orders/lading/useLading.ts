import { useQuery } from '@apollo/client/react';
import {
  FindOceanExportBillOfLadingDocument,
  OceanExportOrderDocument,
} from '../../../__generated__/graphql.ts';
import type { Values } from '../../../entities/convert.ts';

/**
 * The bill of lading a page works on: by its code, or the one of an order (a new one prefilled
 * from the order when it has none yet).
 */
export function useLading(billofladingCode: string | null, orderCode: string | null) {
  const filter = billofladingCode ? { billofladingCode } : orderCode ? { orderCode } : null;
  const found = useQuery(FindOceanExportBillOfLadingDocument, {
    variables: { filter },
    skip: !filter,
    fetchPolicy: 'network-only',
  });
  const items = found.data?.oceanExportBillsOfLading.items ?? [];
  // The list filters by a partial match: keep the exact one.
  const record =
    (items.find((b) =>
      billofladingCode ? b.billofladingCode === billofladingCode : b.orderCode === orderCode,
    ) as Values | undefined) ?? null;
  const needOrder = Boolean(orderCode) && !billofladingCode && !found.loading && !record;
  const order = useQuery(OceanExportOrderDocument, {
    variables: { orderCode: orderCode ?? '' },
    skip: !needOrder,
  });
  const o = order.data?.oceanExportOrder;
  const prefill: Values | null = o
    ? {
        orderCode: o.orderCode,
        clientId: o.clientId,
        client: o.clientId ? { id: o.clientId, customerName: o.clientName } : null,
        sender: o.senderName ?? '',
        receiver: o.receiverName ?? '',
        notifier: o.notifierName ?? '',
        vesselVoyage: o.vesselVoyage,
        departurePortId: o.departurePortId,
        departurePort: o.departurePortId
          ? { id: o.departurePortId, nameCn: o.departurePortName }
          : null,
        destinationPortId: o.destinationPortId,
        destinationPort: o.destinationPortId
          ? { id: o.destinationPortId, nameCn: o.destinationPortName }
          : null,
        hblNo: o.hblNo,
        mblNo: o.mblNo,
        terms: o.shippingFeeTermsId,
        pieces: o.estimatedPiecesNumber,
        volume: o.estimatedVolume,
        grossWeight: o.estimatedGrossWeight,
        boxList: o.boxList.map((b) => ({ boxType: b.boxType, boxNumber: b.boxNumber })),
      }
    : null;
  return {
    record,
    prefill,
    loading: (Boolean(filter) && found.loading) || (needOrder && order.loading),
    error: found.error ?? order.error,
    /** Reads the bill of lading again (after a save refused because someone else changed it). */
    reload: () => found.refetch(),
  };
}
