// The history query of each type that keeps one (generated from model/history into
// ./operations), by GraphQL type name.
import type { DocumentNode } from 'graphql';
import {
  AirExportOrderHistoryDocument,
  AirImportOrderHistoryDocument,
  ArInvoiceHistoryDocument,
  ClientHistoryDocument,
  DomesticTradeOrderHistoryDocument,
  FeeLineHistoryDocument,
  OceanExportBillOfLadingHistoryDocument,
  OceanExportOrderHistoryDocument,
  OceanImportOrderHistoryDocument,
  SettlementHistoryDocument,
  SupplierHistoryDocument,
} from '../../__generated__/graphql.ts';

export const historyDocuments: Readonly<Record<string, DocumentNode>> = {
  OceanExportOrder: OceanExportOrderHistoryDocument,
  OceanImportOrder: OceanImportOrderHistoryDocument,
  AirExportOrder: AirExportOrderHistoryDocument,
  AirImportOrder: AirImportOrderHistoryDocument,
  DomesticTradeOrder: DomesticTradeOrderHistoryDocument,
  OceanExportBillOfLading: OceanExportBillOfLadingHistoryDocument,
  Client: ClientHistoryDocument,
  Supplier: SupplierHistoryDocument,
  FeeLine: FeeLineHistoryDocument,
  ArInvoice: ArInvoiceHistoryDocument,
  Settlement: SettlementHistoryDocument,
};
