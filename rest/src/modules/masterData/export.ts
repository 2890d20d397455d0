// Every master-data list exported through the one export engine: the declaration's list columns,
// the list page's filters (search fields and keyword), the full filtered set in batches, names
// shown for codes, references and users as the list page shows them.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { columnOf, entity } from '../../../../model/masterData/index.ts';
import type { EntityDecl, Field } from '../../../../model/masterData/index.ts';
import type { Db } from '../../db/index.ts';
import { str } from '../../http/body.ts';
import type { Body } from '../../http/body.ts';
import { fail } from '../../http/errors.ts';
import type { SessionInfo } from '../../http/session.ts';
import { download } from '../../documents/download.ts';
import { cursorBatches, exportFile } from '../../documents/tableExport.ts';
import type {
  ExportColumn,
  ExportFormat,
  ExportKind,
  TableExport,
} from '../../documents/tableExport.ts';
import { filterWhere, listOrderBy, orderBy } from './engine.ts';
import { col, id, scalarText } from './sql.ts';
import type { Frag, Row } from './sql.ts';

/** The export call of an entity's list, beside its pageAll. */
export const EXPORT_ACTION = 'exportAll';

/** The columns of the export: the list columns of the declaration (every field when none). */
export function exportFields(decl: EntityDecl): Field[] {
  const listed = decl.fields.filter((f) => f.list);
  return listed.length ? listed : [...decl.fields];
}

function kindOf(field: Field): ExportKind {
  switch (field.kind) {
    case 'int':
      return 'int';
    case 'decimal':
      return 'number';
    case 'cents':
      return 'money';
    case 'date':
      return 'date';
    default:
      return 'text';
  }
}

export function exportColumns(decl: EntityDecl): ExportColumn[] {
  return exportFields(decl).map((f) => ({ key: f.name, label: f.label, kind: kindOf(f) }));
}

function formatOf(value: string | undefined): ExportFormat {
  if (value === undefined || value === 'xlsx') return 'xlsx';
  if (value === 'csv') return 'csv';
  throw fail.badRequest('导出格式应为 xlsx 或 csv', 'format');
}

/** A cell as the list shows it: the referenced record's title, the user's name, the money. */
function cellSelect(field: Field): Frag {
  switch (field.kind) {
    case 'ref': {
      const target = entity(field.entity);
      const title = target.fields.find((f) => f.name === target.titleField);
      const titleCol = title ? columnOf(title) : 'id';
      return sql`(select r.${sql.raw(titleCol)}::text from ${id(target.table)} r
        where r.id = ${col(field)})`;
    }
    case 'user':
      return sql`(select u.user_name from tb_sys_user u where u.id = ${col(field)})`;
    case 'cents':
      return sql`(${col(field)}::numeric / 100)`;
    case 'date':
      return sql`to_char(${col(field)}, 'YYYY-MM-DD')`;
    default:
      return col(field);
  }
}

type Dicts = Map<string, string>;

async function dictNames(db: Db, fields: Field[]): Promise<Dicts> {
  const categories = [...new Set(fields.flatMap((f) => (f.kind === 'dict' ? [f.category] : [])))];
  if (!categories.length) return new Map();
  const { rows } = await sql<{ category: string; code: string; name: string }>`select
    category_code as category, dict_code as code, dict_name as name from tb_dict
    where category_code in (${sql.join(categories)})`.execute(db);
  return new Map(rows.map((r) => [`${r.category}\u0000${r.code}`, r.name]));
}

function shown(field: Field, value: unknown, dicts: Dicts): unknown {
  if (value === null || value === undefined) return null;
  switch (field.kind) {
    case 'dict': {
      const codes = scalarText(value)
        .split(',')
        .filter((c) => c !== '');
      return codes.map((c) => dicts.get(`${field.category}\u0000${c}`) ?? c).join('、');
    }
    case 'status':
      return value === 'Y' ? '启用' : '停用';
    case 'flag': {
      const [yes] = field.values ?? ['Y', 'N'];
      return scalarText(value) === yes ? '是' : '否';
    }
    default:
      return value;
  }
}

/** The full filtered list of an entity, as the export engine takes it. */
export function entityExport(
  db: Db,
  decl: EntityDecl,
  session: SessionInfo,
  body: Body,
  dicts: Dicts,
): TableExport {
  const fields = exportFields(decl);
  const where = filterWhere(decl, session, body);
  // The list's sort when it names one (it ends on the id), else the declared order.
  const order =
    str(body, 'sortField') === undefined ? sql`${orderBy(decl)}, t.id` : listOrderBy(decl, body);
  const select = sql.join(fields.map((f) => sql`${cellSelect(f)} as ${id(f.name)}`));
  return {
    title: decl.label,
    columns: exportColumns(decl),
    batches: async function* () {
      const query = sql<Row>`select ${select} from ${id(decl.table)} t
        where ${where} order by ${order}`;
      for await (const rows of cursorBatches(db, query)) {
        yield rows.map((row) => {
          const out: Row = {};
          for (const f of fields) out[f.name] = shown(f, row[f.name], dicts);
          return out;
        });
      }
    },
  };
}

function withoutFormat(body: Body): Body {
  const rest = { ...body };
  delete rest.format;
  return rest;
}

/** `<controller>/exportAll`: a signed link to the whole filtered list as Excel or CSV. */
export function registerExport(app: FastifyInstance, decl: EntityDecl): void {
  download(
    app,
    `${decl.controller}/${EXPORT_ACTION}`,
    {
      hasData: async ({ db, session, body }) => {
        formatOf(str(body, 'format'));
        const where = filterWhere(decl, session, withoutFormat(body));
        const { rows } = await sql`select 1 from ${id(decl.table)} t
          where ${where} limit 1`.execute(db);
        return rows.length > 0;
      },
    },
    async ({ db, session, body }) => {
      const fields = exportFields(decl);
      const spec = entityExport(
        db,
        decl,
        session,
        withoutFormat(body),
        await dictNames(db, fields),
      );
      return exportFile(spec, formatOf(str(body, 'format')));
    },
  );
}
