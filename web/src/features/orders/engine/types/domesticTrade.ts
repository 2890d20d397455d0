// The documents generated for the domesticTrade order type: loaded with its pages only.
import {
  BulkSetDomesticTradeOperationStatusDocument,
  BulkAssignDomesticTradeStaffDocument,
  CopyDomesticTradeOrderDocument,
  CreateDomesticTradeOrderDocument,
  DeleteDomesticTradeOrderDocument,
  DomesticTradeDocumentLinkDocument,
  DomesticTradeListExportLinkDocument,
  DomesticTradeOrderDocument,
  DomesticTradeOrderPageDocument,
  SaveDomesticTradeActualsDocument,
  SaveDomesticTradeBookingDocument,
  SaveDomesticTradeDeliveryDocument,
  SaveDomesticTradeFeesDocument,
  SaveDomesticTradeFilesDocument,
  SetDomesticTradeArApStatusDocument,
  SetDomesticTradeOperationStatusDocument,
  StepDomesticTradeBackDocument,
} from '../../../../__generated__/graphql.ts';
import type { OrderDocuments } from '../registry.ts';

export const documents: OrderDocuments = {
  page: DomesticTradeOrderPageDocument,
  byCode: DomesticTradeOrderDocument,
  create: CreateDomesticTradeOrderDocument,
  nodeSaves: {
    booking: SaveDomesticTradeBookingDocument,
    delivery: SaveDomesticTradeDeliveryDocument,
    actuals: SaveDomesticTradeActualsDocument,
    fees: SaveDomesticTradeFeesDocument,
    files: SaveDomesticTradeFilesDocument,
  },
  setOperationStatus: SetDomesticTradeOperationStatusDocument,
  setArApStatus: SetDomesticTradeArApStatusDocument,
  back: StepDomesticTradeBackDocument,
  copy: CopyDomesticTradeOrderDocument,
  remove: DeleteDomesticTradeOrderDocument,
  listExport: DomesticTradeListExportLinkDocument,
  documentLink: DomesticTradeDocumentLinkDocument,
  bulkSetOperationStatus: BulkSetDomesticTradeOperationStatusDocument,
  bulkAssignStaff: BulkAssignDomesticTradeStaffDocument,
};
