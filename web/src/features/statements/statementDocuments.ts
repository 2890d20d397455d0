// The generated documents of each declared report (model/statements), by its key. Listed by name
// rather than looked up in the generated module's namespace: a namespace import would make the
// bundle carry every document of the client with any page that shares a document with a report.
import type { DocumentNode } from 'graphql';
import * as d from '../../__generated__/graphql.ts';

export interface StatementDocuments {
  query: DocumentNode;
  exportLink: DocumentNode;
}

export const statementDocuments: Readonly<Record<string, StatementDocuments>> = {
  ticket: { query: d.StatementTicketDocument, exportLink: d.StatementTicketExportDocument },
  ticketV2: { query: d.StatementTicketV2Document, exportLink: d.StatementTicketV2ExportDocument },
  noticket: { query: d.StatementNoticketDocument, exportLink: d.StatementNoticketExportDocument },
  profit: { query: d.StatementProfitDocument, exportLink: d.StatementProfitExportDocument },
  customers: {
    query: d.StatementCustomersDocument,
    exportLink: d.StatementCustomersExportDocument,
  },
  business: { query: d.StatementBusinessDocument, exportLink: d.StatementBusinessExportDocument },
  supplier: { query: d.StatementSupplierDocument, exportLink: d.StatementSupplierExportDocument },
  payableWriteOff: {
    query: d.StatementPayableWriteOffDocument,
    exportLink: d.StatementPayableWriteOffExportDocument,
  },
  receivableWriteOff: {
    query: d.StatementReceivableWriteOffDocument,
    exportLink: d.StatementReceivableWriteOffExportDocument,
  },
  receivableAging: {
    query: d.StatementReceivableAgingDocument,
    exportLink: d.StatementReceivableAgingExportDocument,
  },
  payableAging: {
    query: d.StatementPayableAgingDocument,
    exportLink: d.StatementPayableAgingExportDocument,
  },
  unBilledExpenses: {
    query: d.StatementUnBilledExpensesDocument,
    exportLink: d.StatementUnBilledExpensesExportDocument,
  },
  unBilledBusiness: {
    query: d.StatementUnBilledBusinessDocument,
    exportLink: d.StatementUnBilledBusinessExportDocument,
  },
  payableInvitation: {
    query: d.StatementPayableInvitationDocument,
    exportLink: d.StatementPayableInvitationExportDocument,
  },
  payablePendingAudit: {
    query: d.StatementPayablePendingAuditDocument,
    exportLink: d.StatementPayablePendingAuditExportDocument,
  },
  invoiceSettlement: {
    query: d.StatementInvoiceSettlementDocument,
    exportLink: d.StatementInvoiceSettlementExportDocument,
  },
  invoiceOrder: {
    query: d.StatementInvoiceOrderDocument,
    exportLink: d.StatementInvoiceOrderExportDocument,
  },
};
