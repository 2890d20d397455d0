// The statements controller: per report `statement/<key>` answers a page with totals and chart,
// `statement/<key>Export` a signed link to the full filtered set as Excel or CSV.
import type { FastifyInstance } from 'fastify';
import { statements } from '../../../../model/statements/index.ts';
import { pageOf, str } from '../../http/body.ts';
import { fail } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { currentOrgId } from '../../http/session.ts';
import { download } from '../../documents/download.ts';
import { exportFile } from '../../documents/tableExport.ts';
import type { ExportFormat } from '../../documents/tableExport.ts';
import { hasRows, runStatement, statementExport } from './engine.ts';
import { readFilters } from './filters.ts';

export const STATEMENT_CONTROLLER = 'statement';

function formatOf(value: string | undefined): ExportFormat {
  if (value === undefined || value === 'xlsx') return 'xlsx';
  if (value === 'csv') return 'csv';
  throw fail.badRequest('导出格式应为 xlsx 或 csv', 'format');
}

export function statementsModule(app: FastifyInstance): void {
  for (const decl of statements) {
    route(app, `${STATEMENT_CONTROLLER}/${decl.key}`, { write: false }, ({ db, session, body }) => {
      const filters = readFilters(decl, body, currentOrgId(session));
      return runStatement(db, decl, filters, pageOf(body, 10));
    });
    const exportBody = (body: Record<string, unknown>) => {
      const rest = { ...body };
      delete rest.format;
      return rest;
    };
    download(
      app,
      `${STATEMENT_CONTROLLER}/${decl.key}Export`,
      {
        hasData: async ({ db, orgId, body }) => {
          formatOf(str(body, 'format'));
          return hasRows(db, decl, readFilters(decl, exportBody(body), orgId));
        },
      },
      ({ db, orgId, body }) => {
        const filters = readFilters(decl, exportBody(body), orgId);
        return Promise.resolve(
          exportFile(statementExport(db, decl, filters), formatOf(str(body, 'format'))),
        );
      },
    );
  }
}
