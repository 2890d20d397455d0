// How a declaration appears in GraphQL: type, field, argument and operation names. The schema
// generator and the resolvers both read them from here, so they cannot drift apart.
import { entity, has, refObjectName, userNameField } from '../../../../model/masterData/index.ts';
import type { EntityDecl, Field, SubList } from '../../../../model/masterData/index.ts';

export const ops = (decl: EntityDecl) => ({
  page: decl.pluralName,
  byId: decl.name,
  options: `${decl.name}Options`,
  groupOptions: `${decl.name}GroupOptions`,
  create: `create${decl.typeName}`,
  update: `update${decl.typeName}`,
  setStatus: `set${decl.typeName}Status`,
  remove: `delete${decl.typeName}`,
  validate: `validate${decl.typeName}`,
  exportLink: `${decl.name}ExportLink`,
  pageType: `${decl.typeName}Page`,
  filter: `${decl.typeName}Filter`,
  createInput: `Create${decl.typeName}Input`,
  updateInput: `Update${decl.typeName}Input`,
});

export const subTypeName = (decl: EntityDecl, sub: SubList): string =>
  `${decl.typeName}${sub.typeName}`;

export function hasStatus(fields: readonly Field[]): boolean {
  return fields.some((f) => f.kind === 'status');
}

/** Whether the picker list (listAll / listGroupAll) exists: references resolve through it. */
export function lookupAction(decl: EntityDecl): 'listGroupAll' | 'listAll' | 'findByPK' {
  if (has(decl, 'listGroupAll')) return 'listGroupAll';
  if (has(decl, 'listAll')) return 'listAll';
  return 'findByPK';
}

/** Output fields of a declared field: name → GraphQL type. */
export function outputFields(field: Field): [string, string][] {
  const bang = field.required ? '!' : '';
  switch (field.kind) {
    case 'string':
    case 'text':
      return [[field.name, `String${field.readOnly ? '' : bang}`]];
    case 'int':
      return [[field.name, `Int${bang}`]];
    case 'decimal':
    case 'cents':
      return [[field.name, `Decimal${bang}`]];
    case 'date':
      return [[field.name, `Date${bang}`]];
    case 'flag':
      return [[field.name, 'Boolean!']];
    case 'status':
      return [[field.name, 'RecordStatus!']];
    case 'dict':
      return [[field.name, field.multiple ? '[CodeName!]!' : `CodeName${bang}`]];
    case 'ref':
      return [
        [field.name, `ID${bang}`],
        [refObjectName(field), entity(field.entity).typeName],
      ];
    case 'user':
      return [
        [field.name, `ID${bang}`],
        [userNameField(field), 'String'],
      ];
  }
}

/** The input type of a declared field (nullability decided by the caller). */
export function inputType(field: Field): string {
  switch (field.kind) {
    case 'string':
    case 'text':
      return 'String';
    case 'int':
      return 'Int';
    case 'decimal':
    case 'cents':
      return 'Decimal';
    case 'date':
      return 'Date';
    case 'flag':
      return 'Boolean';
    case 'status':
      return 'RecordStatus';
    case 'dict':
      return field.multiple ? '[String!]' : 'String';
    case 'ref':
    case 'user':
      return 'ID';
  }
}

/** Filter arguments of a search field (range: Begin/End). */
export function filterFields(field: Field): [string, string][] {
  if (!field.search) return [];
  const type = field.kind === 'dict' ? 'String' : inputType(field);
  if (field.search === 'range') {
    return [
      [`${field.name}Begin`, type],
      [`${field.name}End`, type],
    ];
  }
  return [[field.name, type]];
}
