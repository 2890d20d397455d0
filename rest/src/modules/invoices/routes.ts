// Invoices of receivables: invoice sets (tbInvoiceSet) and invoices (tbArInvoice), with the
// invoiced and not-invoiced receivable lines (/finance/ticket, /finance/noticket).
import type { FastifyInstance } from 'fastify';
import { registerArInvoices } from './invoices.ts';
import { registerInvoiceSets } from './sets.ts';

export function invoicesModule(app: FastifyInstance): void {
  registerInvoiceSets(app);
  registerArInvoices(app);
}
