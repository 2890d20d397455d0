// Each order-type declaration with the typed documents generated for it: the only per-type code
// of the order pages. A new order type adds its declaration (model/orders), its generated
// operations and one entry here; the list and order pages are generic over an entry.
import type { DocumentNode } from 'graphql';
import {
  airExport,
  airImport,
  domesticTrade,
  oceanExport,
  oceanImport,
  orderTypes,
} from '../../../../../model/orders/index.ts';
import type { OrderTypeDecl } from '../../../../../model/orders/index.ts';
import * as docs from '../../../__generated__/graphql.ts';

export interface OrderDocuments {
  /** The list: ($filter, $pageNum, $pageSize) → `<type>Orders`. */
  page: DocumentNode;
  /** One order: ($orderCode) → `<type>Order`. */
  byCode: DocumentNode;
  /** Creates the order with the first node's input: ($input). */
  create: DocumentNode;
  /** Each node's save by node key: ($orderCode, $input), or ($orderCode) for nodes without fields. */
  nodeSaves: Readonly<Record<string, DocumentNode>>;
  setOperationStatus: DocumentNode;
  /** updateArApStatus: ($orderCode, $arStatus, $apStatus). */
  setArApStatus: DocumentNode;
  back: DocumentNode;
  copy: DocumentNode;
  /** Absent for types without insertChangeOrder (domestic trade). */
  changeOrganisation?: DocumentNode;
  remove: DocumentNode;
  listExport: DocumentNode;
  /** A signed link to one of the type's documents: ($orderCode, $document, $format). */
  documentLink: DocumentNode;
}

export interface OrderEntry {
  decl: OrderTypeDecl;
  docs: OrderDocuments;
}

const documents: Record<string, OrderDocuments> = {
  [oceanExport.name]: {
    page: docs.OceanExportOrderPageDocument,
    byCode: docs.OceanExportOrderDocument,
    create: docs.CreateOceanExportOrderDocument,
    nodeSaves: {
      booking: docs.SaveOceanExportBookingDocument,
      spaceBooking: docs.SaveOceanExportSpaceBookingDocument,
      delivery: docs.SaveOceanExportDeliveryDocument,
      customs: docs.SaveOceanExportCustomsDocument,
      release: docs.SaveOceanExportReleaseDocument,
      actuals: docs.SaveOceanExportActualsDocument,
      fees: docs.SaveOceanExportFeesDocument,
      files: docs.SaveOceanExportFilesDocument,
    },
    setOperationStatus: docs.SetOceanExportOperationStatusDocument,
    setArApStatus: docs.SetOceanExportArApStatusDocument,
    back: docs.StepOceanExportBackDocument,
    copy: docs.CopyOceanExportOrderDocument,
    changeOrganisation: docs.ChangeOceanExportOrderOrganisationDocument,
    remove: docs.DeleteOceanExportOrderDocument,
    listExport: docs.OceanExportListExportLinkDocument,
    documentLink: docs.OceanExportDocumentLinkDocument,
  },
  [oceanImport.name]: {
    page: docs.OceanImportOrderPageDocument,
    byCode: docs.OceanImportOrderDocument,
    create: docs.CreateOceanImportOrderDocument,
    nodeSaves: {
      booking: docs.SaveOceanImportBookingDocument,
      customs: docs.SaveOceanImportCustomsDocument,
      taxes: docs.SaveOceanImportTaxesDocument,
      release: docs.SaveOceanImportReleaseDocument,
      delivery: docs.SaveOceanImportDeliveryDocument,
      fees: docs.SaveOceanImportFeesDocument,
      files: docs.SaveOceanImportFilesDocument,
    },
    setOperationStatus: docs.SetOceanImportOperationStatusDocument,
    setArApStatus: docs.SetOceanImportArApStatusDocument,
    back: docs.StepOceanImportBackDocument,
    copy: docs.CopyOceanImportOrderDocument,
    changeOrganisation: docs.ChangeOceanImportOrderOrganisationDocument,
    remove: docs.DeleteOceanImportOrderDocument,
    listExport: docs.OceanImportListExportLinkDocument,
    documentLink: docs.OceanImportDocumentLinkDocument,
  },
  [airImport.name]: {
    page: docs.AirImportOrderPageDocument,
    byCode: docs.AirImportOrderDocument,
    create: docs.CreateAirImportOrderDocument,
    nodeSaves: {
      booking: docs.SaveAirImportBookingDocument,
      customs: docs.SaveAirImportCustomsDocument,
      taxes: docs.SaveAirImportTaxesDocument,
      release: docs.SaveAirImportReleaseDocument,
      delivery: docs.SaveAirImportDeliveryDocument,
      fees: docs.SaveAirImportFeesDocument,
      files: docs.SaveAirImportFilesDocument,
    },
    setOperationStatus: docs.SetAirImportOperationStatusDocument,
    setArApStatus: docs.SetAirImportArApStatusDocument,
    back: docs.StepAirImportBackDocument,
    copy: docs.CopyAirImportOrderDocument,
    changeOrganisation: docs.ChangeAirImportOrderOrganisationDocument,
    remove: docs.DeleteAirImportOrderDocument,
    listExport: docs.AirImportListExportLinkDocument,
    documentLink: docs.AirImportDocumentLinkDocument,
  },
  [airExport.name]: {
    page: docs.AirExportOrderPageDocument,
    byCode: docs.AirExportOrderDocument,
    create: docs.CreateAirExportOrderDocument,
    nodeSaves: {
      booking: docs.SaveAirExportBookingDocument,
      delivery: docs.SaveAirExportDeliveryDocument,
      customs: docs.SaveAirExportCustomsDocument,
      release: docs.SaveAirExportReleaseDocument,
      actuals: docs.SaveAirExportActualsDocument,
      fees: docs.SaveAirExportFeesDocument,
      files: docs.SaveAirExportFilesDocument,
    },
    setOperationStatus: docs.SetAirExportOperationStatusDocument,
    setArApStatus: docs.SetAirExportArApStatusDocument,
    back: docs.StepAirExportBackDocument,
    copy: docs.CopyAirExportOrderDocument,
    changeOrganisation: docs.ChangeAirExportOrderOrganisationDocument,
    remove: docs.DeleteAirExportOrderDocument,
    listExport: docs.AirExportListExportLinkDocument,
    documentLink: docs.AirExportDocumentLinkDocument,
  },
  [domesticTrade.name]: {
    page: docs.DomesticTradeOrderPageDocument,
    byCode: docs.DomesticTradeOrderDocument,
    create: docs.CreateDomesticTradeOrderDocument,
    nodeSaves: {
      booking: docs.SaveDomesticTradeBookingDocument,
      delivery: docs.SaveDomesticTradeDeliveryDocument,
      actuals: docs.SaveDomesticTradeActualsDocument,
      fees: docs.SaveDomesticTradeFeesDocument,
      files: docs.SaveDomesticTradeFilesDocument,
    },
    setOperationStatus: docs.SetDomesticTradeOperationStatusDocument,
    setArApStatus: docs.SetDomesticTradeArApStatusDocument,
    back: docs.StepDomesticTradeBackDocument,
    copy: docs.CopyDomesticTradeOrderDocument,
    remove: docs.DeleteDomesticTradeOrderDocument,
    listExport: docs.DomesticTradeListExportLinkDocument,
    documentLink: docs.DomesticTradeDocumentLinkDocument,
  },
};

/** Every declared order type with its documents. */
export const orderRegistry: readonly OrderEntry[] = orderTypes.map((decl) => {
  const found = documents[decl.name];
  if (!found) throw new Error(`订单类型 ${decl.name} 没有登记文档`);
  return { decl, docs: found };
});

export function orderEntry(name: string): OrderEntry {
  const found = orderRegistry.find((e) => e.decl.name === name);
  if (!found) throw new Error(`未声明的订单类型：${name}`);
  return found;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The GraphQL field names of a type's operations, from its opName (OceanExport). */
export function operationNames(decl: OrderTypeDecl) {
  const op = decl.opName;
  return {
    page: `${lowerFirst(op)}Orders`,
    byCode: `${lowerFirst(op)}Order`,
    create: `create${op}Order`,
    nodeSave: (key: string) => `save${op}${key.charAt(0).toUpperCase()}${key.slice(1)}`,
    copy: `copy${op}Order`,
    back: `step${op}Back`,
    listExport: `${lowerFirst(op)}ListExportLink`,
    documentLink: `${lowerFirst(op)}DocumentLink`,
  };
}
