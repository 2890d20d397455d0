// What an order-type declaration says. One declaration per order type drives the rest engine
// (table, node saves, validation, list filters, documents), the GraphQL schema (one input type
// per node) and the web's order pages. Fields reuse the master-data field kinds.
import type { EntityDecl, Field, SubList } from '../masterData/types.ts';

/**
 * A field of an order: a master-data field, and for references the kind of record it must be
 * (a supplier of type GSLX_CGS, an address of type DZLX_FHR…).
 */
export type OrderField = Field & {
  /** The referenced record's `field` must hold `code` (a code list contains it). */
  readonly refFilter?: { readonly field: string; readonly code: string; readonly message: string };
  /**
   * A reference whose record fills fields beside it when they are absent (an HS code fills the
   * goods row's goodsNo, goodsName, declarationElement): row field → the record's field.
   */
  readonly fill?: Readonly<Record<string, string>>;
  /** A flag answered with its name beside it (isSelfReportName: 是/否). */
  readonly named?: boolean;
};

/** A nested list kept as one JSON text column of a sub-list row (vehicleJson, boxJson). */
export interface JsonList {
  readonly name: string;
  /** The GraphQL field of the rows (vehicles, containers): typed, not a JSON text. */
  readonly graphqlName: string;
  readonly label: string;
  /** GraphQL type suffix: TransportLine + Vehicle. */
  readonly typeName: string;
  readonly fields: readonly Field[];
  readonly max: number;
}

export interface OrderSubList extends SubList {
  readonly fields: readonly OrderField[];
  readonly jsonLists?: readonly JsonList[];
  /** The child table also keeps the order code (lines served by their own controller). */
  readonly keepsOrderCode?: boolean;
  /**
   * The fill of the row's reference (`fill`) served as a call of its own, for the page to show
   * what a picked record brings before the save (findDeclarationElement).
   */
  readonly lookup?: {
    readonly controller: string;
    readonly action: string;
    readonly field: string;
  };
  /** At least one row is needed when the rule says so (FCL needs container rows). */
  readonly requiredWhen?: {
    readonly field: string;
    readonly code: string;
    readonly message: string;
  };
  /** A cell the server works out from the row's other cells (a cargo row's volume). */
  readonly computed?: {
    readonly field: string;
    readonly compute: (row: Readonly<Record<string, unknown>>) => string | null;
  };
}

/** One workflow node: its save call and the fields it alone may write. */
export interface OrderNode {
  /** The node dictionary code (HYCK_TD); the order's `step` holds it. */
  readonly code: string;
  /** GraphQL name of the section: booking → OceanExportBookingInput, saveOceanExportBooking. */
  readonly key: string;
  readonly label: string;
  /** The REST action that saves the node (updateTD). */
  readonly save: string;
  /** Fields this node owns: no other node save writes them. */
  readonly fields: readonly string[];
  /** Sub-lists this node owns (replaced when sent). */
  readonly subLists?: readonly string[];
  /** Fields that must hold a value after this node's save. */
  readonly required?: readonly string[];
  /** The order status (status dictionary code) reached when this node is saved. */
  readonly status?: string;
  /** The node takes file ids to attach to the order (the files node). */
  readonly files?: boolean;
  /**
   * The files node groups the order's files by these attachment types (附件类型) instead of by
   * node: an upload names its type, and only these types are accepted.
   */
  readonly attachmentTypes?: readonly string[];
}

export interface OrderCodeFormat {
  /** HYCK */
  readonly prefix: string;
  /** Digits of the monthly sequence. */
  readonly digits: number;
}

/**
 * A standalone controller over a sub-list (transport-company lines). Each line carries its own
 * version (isLineVersioned): its update and delete name the version the line was read at.
 */
export interface LineController {
  readonly controller: string;
  readonly subList: string;
  readonly actions: readonly ('listAll' | 'insert' | 'update' | 'findByPK' | 'delete')[];
}

/** The documents with a builder of their own; any other kind is laid out by its `content`. */
export type BuiltDocumentKind = 'WORK_SHEET' | 'DISPATCH_LIST' | 'SHIPPING_ORDER';

export interface OrderDocumentDecl {
  /** The REST path's action (downloadWorkSheet). */
  readonly action: string;
  readonly format: 'xlsx' | 'pdf';
  /** GraphQL enum value (OrderDocument) and, for the built ones, the builder's key. */
  readonly kind: BuiltDocumentKind | (string & {});
  readonly label: string;
  /**
   * A document laid out from the order's own data: these fields as its header, these sub-lists as
   * its tables (`404 暂无数据` when every table is empty).
   */
  readonly content?: {
    readonly title: string;
    readonly header: readonly string[];
    readonly tables: readonly string[];
    /** The cargo kept on the order itself (air export), as a one-row table before the lists. */
    readonly cargo?: { readonly title: string; readonly fields: readonly string[] };
  };
}

export interface OrderTypeDecl {
  /** camelCase key: oceanExport. */
  readonly name: string;
  /** GraphQL type of the order: OceanExportOrder. */
  readonly typeName: string;
  /** GraphQL prefix of operations: OceanExport → oceanExportOrders, saveOceanExportBooking. */
  readonly opName: string;
  readonly label: string;
  readonly description: string;
  readonly controller: string;
  /** Body encoding of the type's calls (rest accepts both; the gateway sends this one). */
  readonly encoding: 'form' | 'json';
  /** Web list route; add/view/copy below it. */
  readonly route: string;
  /** ZYLX_HYCK */
  readonly shippingType: string;
  /** The node dictionary category (HYCK) and the status dictionary category (HC_DDZT). */
  readonly nodeCategory: string;
  readonly statusCategory: string;
  /** Status codes the engine sets. */
  readonly statuses: {
    readonly draft: string;
    readonly accepted: string;
    readonly completed: string;
    readonly cancelled: string;
  };
  readonly table: string;
  readonly orderCode: OrderCodeFormat;
  /** The call that creates the order (first node's fields). */
  readonly createAction: string;
  /** The call that returns the order to its previous node: updateStatusBack or updateCancel. */
  readonly backAction: string;
  /**
   * Where the progress bar stands after a node save: on the furthest saved node (default), or
   * on the node after it (domestic trade: saving 托单 moves the bar to node 1).
   */
  readonly stepAfterSave?: 'saved' | 'next';
  /** insertChangeOrder (move to another organisation) exists for the type; default true. */
  readonly changeOrder?: boolean;
  readonly fields: readonly OrderField[];
  readonly subLists: readonly OrderSubList[];
  readonly nodes: readonly OrderNode[];
  /** List columns, in order (field names, and the names rest answers beside ids). */
  readonly listColumns: readonly string[];
  /** Filters of the list beyond the fields' own `search` (free text matched on several fields). */
  readonly textFilters?: readonly { name: string; label: string; fields: readonly string[] }[];
  /** What insertCopy copies: the fields and sub-lists of these nodes. */
  readonly copyNodes: readonly string[];
  readonly lines?: readonly LineController[];
  readonly documents: readonly OrderDocumentDecl[];
  /** The list as an Excel file. */
  readonly listExport?: string;
  /** Fields heading the fee statements (应收/应付对账单) after the order code. */
  readonly statementHeader: readonly string[];
  /** Fields the server computes from the record on every save (shipmentCode from the numbers). */
  readonly derive?: (record: Readonly<Record<string, unknown>>) => Record<string, unknown>;
  /** The call answering a client's orders, newest first (findByClientId). */
  readonly clientOrders?: string;
  /** Bills of lading kept for orders of the type (their own records and table). */
  readonly billOfLading?: EntityDecl;
  /** A rule across fields, after the node's own checks. */
  readonly check?: (
    record: Readonly<Record<string, unknown>>,
  ) => { field: string; message: string } | undefined;
}
