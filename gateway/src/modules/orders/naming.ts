// How an order-type declaration appears in GraphQL: type, field, input and operation names. The
// schema generator and the resolvers both read them from here.
import { codeFieldOf, codeOf, nameOf } from '../../../../model/orders/index.ts';
export { staffRole } from '../../../../model/orders/index.ts';
import type {
  JsonList,
  OrderField,
  OrderNode,
  OrderSubList,
  OrderTypeDecl,
} from '../../../../model/orders/index.ts';
import { entity } from '../../../../model/masterData/index.ts';
import { outputFields } from '../masterData/naming.ts';

const pascal = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const camel = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

export const orderOps = (decl: OrderTypeDecl) => {
  const p = decl.opName;
  const c = camel(p);
  return {
    page: `${c}Orders`,
    byCode: `${c}Order`,
    pageType: `${decl.typeName}Page`,
    filter: `${decl.typeName}Filter`,
    create: `create${p}Order`,
    setOperationStatus: `set${p}OperationStatus`,
    back: `step${p}Back`,
    setArAp: `set${p}ArApStatus`,
    copy: `copy${p}Order`,
    change: `change${p}OrderOrganisation`,
    remove: `delete${p}Order`,
    documentLink: `${c}DocumentLink`,
    listExportLink: `${c}ListExportLink`,
    bulkSetOperationStatus: `bulkSet${p}OperationStatus`,
    bulkAssignStaff: `bulkAssign${p}Staff`,
    bulkAssignNodeOperator: `bulkAssign${p}NodeOperator`,
    lines: (line: string) => `${c}${pascal(line)}s`,
    createLine: (line: string) => `create${p}${pascal(line)}`,
    updateLine: (line: string) => `update${p}${pascal(line)}`,
    deleteLine: (line: string) => `delete${p}${pascal(line)}`,
  };
};

/** saveOceanExportBooking and its input type OceanExportBookingInput. */
export const nodeOps = (decl: OrderTypeDecl, node: OrderNode) => ({
  save: `save${decl.opName}${pascal(node.key)}`,
  input: `${decl.opName}${pascal(node.key)}Input`,
});

export const subTypeOf = (decl: OrderTypeDecl, sub: OrderSubList): string =>
  `${decl.typeName}${sub.typeName}`;

export const jsonTypeOf = (decl: OrderTypeDecl, list: JsonList): string =>
  `${decl.opName}${list.typeName}`;

/** Output fields of an order field: the master-data ones, plus names (and port codes) beside ids. */
export function orderOutputFields(field: OrderField): [string, string][] {
  const out = outputFields(field).map(([n, t]): [string, string] => [
    n,
    // Server-set and required fields may still be absent on another back end's old rows.
    field.readOnly || field.kind === 'flag' ? t : t.replace(/!$/, ''),
  ]);
  // 是/否 as the back end names it (isSelfReportName).
  if (field.kind === 'flag' && field.named) out.push([nameOf(field.name), 'String']);
  if (field.kind === 'ref') {
    out.push([nameOf(field.name), 'String']);
    if (codeFieldOf(entity(field.entity))) {
      out.push([codeOf(field.name), 'String']);
    }
  }
  return out;
}
