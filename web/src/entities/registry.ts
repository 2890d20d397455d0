// Each master-data declaration with the typed documents generated for it: the only per-entity
// code of the web side. The list, form and view pages are generic over an entry.
import type { DocumentNode } from 'graphql';
import { lazy } from 'react';
import type { ComponentType } from 'react';
import { taxFields } from '../../../model/masterData/define.ts';
import { entities } from '../../../model/masterData/index.ts';
import type { EntityDecl } from '../../../model/masterData/types.ts';
import * as docs from '../__generated__/graphql.ts';
import { ExchangeRateLookup } from './ExchangeRateLookup.tsx';
import { pickerDocuments } from './pickers.ts';
import type { PickerDocuments } from './pickers.ts';

/** The documents of one entity; absent when the entity does not serve the call. */
export interface EntityDocuments extends PickerDocuments {
  page?: DocumentNode;
  create?: DocumentNode;
  update?: DocumentNode;
  setStatus?: DocumentNode;
  remove?: DocumentNode;
  /** The uniqueness check of decl.validations[0]. */
  validate?: DocumentNode;
  /** Every dictionary category the entity's form and search use, aliased by category code. */
  dictionaries?: DocumentNode;
  /** A signed link to the whole filtered list as Excel or CSV (every list with a page). */
  exportLink?: DocumentNode;
}

/** A form card: its title and the fields it holds (the rest go to 基本信息). */
export interface FormSectionDecl {
  title: string;
  fields: readonly string[];
}

/** A row link of the list beside 查看/编辑: `${path}?id=<row id>`. */
export interface RowLink {
  label: string;
  path: string;
}

export interface RegistryEntry {
  decl: EntityDecl;
  docs: EntityDocuments;
  rowLinks?: readonly RowLink[];
  /** Cards after 基本信息, by field name; sub-lists get a card each. */
  sections?: readonly FormSectionDecl[];
  /** What the list page shows above its table beyond the generic list (the rate lookup). */
  listExtra?: ComponentType;
  /** What the view page shows after the record's cards (a client's orders and open receivables). */
  viewExtra?: ComponentType<{ id: string }>;
}

const taxSection: FormSectionDecl = {
  title: '税务信息',
  fields: taxFields().map((f) => f.name),
};

/** Each entity's documents beyond its picker's (pickers.ts). */
const documents: Record<string, Omit<EntityDocuments, keyof PickerDocuments>> = {
  client: {
    page: docs.ClientPageDocument,
    exportLink: docs.ClientExportLinkDocument,
    create: docs.CreateClientDocument,
    update: docs.UpdateClientDocument,
    setStatus: docs.SetClientStatusDocument,
    remove: docs.DeleteClientDocument,
    validate: docs.ValidateClientDocument,
    dictionaries: docs.ClientDictionariesDocument,
  },
  supplier: {
    page: docs.SupplierPageDocument,
    exportLink: docs.SupplierExportLinkDocument,
    create: docs.CreateSupplierDocument,
    update: docs.UpdateSupplierDocument,
    setStatus: docs.SetSupplierStatusDocument,
    remove: docs.DeleteSupplierDocument,
    validate: docs.ValidateSupplierDocument,
    dictionaries: docs.SupplierDictionariesDocument,
  },
  transportAddress: {
    page: docs.TransportAddressPageDocument,
    exportLink: docs.TransportAddressExportLinkDocument,
    create: docs.CreateTransportAddressDocument,
    update: docs.UpdateTransportAddressDocument,
    setStatus: docs.SetTransportAddressStatusDocument,
    remove: docs.DeleteTransportAddressDocument,
    validate: docs.ValidateTransportAddressDocument,
  },
  address: {
    page: docs.AddressPageDocument,
    exportLink: docs.AddressExportLinkDocument,
    create: docs.CreateAddressDocument,
    update: docs.UpdateAddressDocument,
    setStatus: docs.SetAddressStatusDocument,
    remove: docs.DeleteAddressDocument,
    validate: docs.ValidateAddressDocument,
    dictionaries: docs.AddressDictionariesDocument,
  },
  route: {
    page: docs.RoutePageDocument,
    exportLink: docs.RouteExportLinkDocument,
    create: docs.CreateRouteDocument,
    update: docs.UpdateRouteDocument,
    setStatus: docs.SetRouteStatusDocument,
    remove: docs.DeleteRouteDocument,
    dictionaries: docs.RouteDictionariesDocument,
  },
  flightVoyage: {
    page: docs.FlightVoyagePageDocument,
    exportLink: docs.FlightVoyageExportLinkDocument,
    create: docs.CreateFlightVoyageDocument,
    update: docs.UpdateFlightVoyageDocument,
    setStatus: docs.SetFlightVoyageStatusDocument,
    remove: docs.DeleteFlightVoyageDocument,
  },
  feeType: {
    page: docs.FeeTypePageDocument,
    exportLink: docs.FeeTypeExportLinkDocument,
    create: docs.CreateFeeTypeDocument,
    update: docs.UpdateFeeTypeDocument,
    remove: docs.DeleteFeeTypeDocument,
    dictionaries: docs.FeeTypeDictionariesDocument,
  },
  exchangeRate: {
    page: docs.ExchangeRatePageDocument,
    exportLink: docs.ExchangeRateExportLinkDocument,
    create: docs.CreateExchangeRateDocument,
    update: docs.UpdateExchangeRateDocument,
    setStatus: docs.SetExchangeRateStatusDocument,
    remove: docs.DeleteExchangeRateDocument,
    dictionaries: docs.ExchangeRateDictionariesDocument,
  },
  feePrice: {
    page: docs.FeePricePageDocument,
    exportLink: docs.FeePriceExportLinkDocument,
    create: docs.CreateFeePriceDocument,
    update: docs.UpdateFeePriceDocument,
    remove: docs.DeleteFeePriceDocument,
    dictionaries: docs.FeePriceDictionariesDocument,
  },
  hsCode: {
    page: docs.HsCodePageDocument,
    exportLink: docs.HsCodeExportLinkDocument,
    create: docs.CreateHsCodeDocument,
    update: docs.UpdateHsCodeDocument,
    remove: docs.DeleteHsCodeDocument,
  },
  workflowNode: {
    page: docs.WorkflowNodePageDocument,
    exportLink: docs.WorkflowNodeExportLinkDocument,
    create: docs.CreateWorkflowNodeDocument,
    update: docs.UpdateWorkflowNodeDocument,
    dictionaries: docs.WorkflowNodeDictionariesDocument,
  },
  dict: {
    page: docs.DictPageDocument,
    exportLink: docs.DictExportLinkDocument,
    create: docs.CreateDictDocument,
    update: docs.UpdateDictDocument,
    setStatus: docs.SetDictStatusDocument,
    remove: docs.DeleteDictDocument,
  },
  dictCategory: {},
  city: {},
  airport: {},
  country: {},
  seaport: {},
};

const sections: Partial<Record<string, readonly FormSectionDecl[]>> = {
  client: [taxSection],
  supplier: [taxSection],
};

const rowLinks: Partial<Record<string, readonly RowLink[]>> = {
  supplier: [{ label: '价目表', path: '/basic/supplier/menu' }],
};

const listExtras: Partial<Record<string, ComponentType>> = {
  exchangeRate: ExchangeRateLookup,
};

// Loaded with the view page that shows it (the order declarations it reads stay out of the lists').
const viewExtras: Partial<Record<string, ComponentType<{ id: string }>>> = {
  client: lazy(() =>
    import('../features/clients/ClientBusinessCard.tsx').then((m) => ({
      default: m.ClientBusinessCard,
    })),
  ),
};

/** Every declared entity with its documents, in the declarations' order. */
export const registry: readonly RegistryEntry[] = entities.map((decl) => {
  const found = documents[decl.name];
  if (!found) throw new Error(`基础资料 ${decl.name} 没有登记文档`);
  const own = sections[decl.name];
  const links = rowLinks[decl.name];
  const extra = listExtras[decl.name];
  const viewExtra = viewExtras[decl.name];
  return {
    decl,
    docs: { ...pickerDocuments[decl.name], ...found },
    ...(own ? { sections: own } : {}),
    ...(links ? { rowLinks: links } : {}),
    ...(extra ? { listExtra: extra } : {}),
    ...(viewExtra ? { viewExtra } : {}),
  };
});

const byName = new Map(registry.map((e) => [e.decl.name, e]));

export function entryFor(name: string): RegistryEntry {
  const found = byName.get(name);
  if (!found) throw new Error(`未声明的基础资料：${name}`);
  return found;
}

/** The entry whose list page is `route` ('/basic/client'), if any. */
export function entryByRoute(route: string): RegistryEntry | undefined {
  return registry.find((e) => e.decl.route === route);
}
