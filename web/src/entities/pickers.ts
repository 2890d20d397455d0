// What a record picker reads of each master-data entity: its organisation's or group's picker
// list, one record by id, a keyword search; and the loaders built on them. Kept apart from the
// registry (every master-data page's documents), so the pages that only pick records, such as
// the order pages, load these few documents and not the others.
import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import type { DocumentNode } from 'graphql';
import { useCallback, useMemo } from 'react';
import { entity as declOf, recordTitle } from '../../../model/masterData/index.ts';
import {
  AddressByIdDocument,
  AddressGroupOptionsDocument,
  AirportOptionsDocument,
  CityOptionsDocument,
  ClientByIdDocument,
  ClientGroupOptionsDocument,
  ClientOptionsDocument,
  CountryOptionsDocument,
  DictByIdDocument,
  DictCategoryByIdDocument,
  DictCategoryOptionsDocument,
  EntityUserOptionsDocument,
  ExchangeRateByIdDocument,
  FeePriceByIdDocument,
  FeePriceOptionsDocument,
  FeeTypeByIdDocument,
  FeeTypeOptionsDocument,
  FlightVoyageByIdDocument,
  HsCodeByIdDocument,
  HsCodeSearchDocument,
  RouteByIdDocument,
  RouteGroupOptionsDocument,
  RouteOptionsDocument,
  SeaportOptionsDocument,
  SupplierByIdDocument,
  SupplierOptionsDocument,
  TransportAddressByIdDocument,
  TransportAddressOptionsDocument,
  WorkflowNodeByIdDocument,
} from '../__generated__/graphql.ts';
import type { RecordOption } from '../components/form/RecordPicker.tsx';
import { PICKER_ASK, pickerOffers } from '../components/form/recordLabel.ts';
import type { PickerOffers } from '../components/form/recordLabel.ts';
import { userEntity } from './kit/options.ts';
import type { KitOptions } from './kit/options.ts';

/** The picker documents of one entity; absent when the entity does not serve the call. */
export interface PickerDocuments {
  byId?: DocumentNode;
  /** The picker list of the organisation (listAll). */
  options?: DocumentNode;
  /** The picker list of the group (listGroupAll). */
  groupOptions?: DocumentNode;
  /** Records by keyword when there is no picker list (HS codes: findSelectValue). */
  search?: DocumentNode;
}

export const pickerDocuments: Readonly<Record<string, PickerDocuments>> = {
  client: {
    byId: ClientByIdDocument,
    options: ClientOptionsDocument,
    groupOptions: ClientGroupOptionsDocument,
  },
  supplier: { byId: SupplierByIdDocument, options: SupplierOptionsDocument },
  transportAddress: {
    byId: TransportAddressByIdDocument,
    options: TransportAddressOptionsDocument,
  },
  address: { byId: AddressByIdDocument, groupOptions: AddressGroupOptionsDocument },
  route: {
    byId: RouteByIdDocument,
    options: RouteOptionsDocument,
    groupOptions: RouteGroupOptionsDocument,
  },
  flightVoyage: { byId: FlightVoyageByIdDocument },
  feeType: { byId: FeeTypeByIdDocument, options: FeeTypeOptionsDocument },
  exchangeRate: { byId: ExchangeRateByIdDocument },
  feePrice: { byId: FeePriceByIdDocument, options: FeePriceOptionsDocument },
  hsCode: { byId: HsCodeByIdDocument, search: HsCodeSearchDocument },
  workflowNode: { byId: WorkflowNodeByIdDocument },
  dict: { byId: DictByIdDocument },
  dictCategory: { byId: DictCategoryByIdDocument, options: DictCategoryOptionsDocument },
  city: { options: CityOptionsDocument },
  airport: { options: AirportOptionsDocument },
  country: { options: CountryOptionsDocument },
  seaport: { options: SeaportOptionsDocument },
};

type Row = Record<string, unknown>;

function rowsOf(data: unknown, key: string): Row[] {
  if (typeof data !== 'object' || data === null) return [];
  const list = (data as Row)[key];
  return Array.isArray(list) ? (list as Row[]) : [];
}

/** A record's field as text: strings as they are, numbers written out, anything else ''. */
export function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** One record of an entity by id, as its by-id query answers it; null when it has none. */
export async function recordById(
  client: ApolloClient,
  entity: string,
  id: string,
): Promise<Row | null> {
  const byId = pickerDocuments[entity]?.byId;
  if (!byId) return null;
  const result = await client.query({ query: byId, variables: { id } });
  const found = (result.data as Row | undefined)?.[entity];
  return typeof found === 'object' && found !== null ? (found as Row) : null;
}

/** The picker loaders of every entity, and of staff for user fields (KitOptions). */
export function useRecordLoaders(): Required<Pick<KitOptions, 'loadRecords' | 'loadRecord'>> {
  const client = useApolloClient();

  const loadRecords = useCallback(
    async (entity: string, keyword: string): Promise<readonly RecordOption[] | PickerOffers> => {
      const word = keyword.trim();
      if (entity === userEntity) {
        const result = await client.query({ query: EntityUserOptionsDocument });
        // The organisation's staff, found by name here; a cut list says so (仅显示前 20 条…).
        return pickerOffers(
          (result.data?.organisationUsers ?? [])
            .filter((u) => word === '' || u.userName.includes(word))
            .map((u) => ({ id: u.id, label: u.userName })),
        );
      }
      const decl = declOf(entity);
      const docs = pickerDocuments[entity] ?? {};
      const query = docs.options ?? docs.groupOptions;
      if (query) {
        const result = await client.query({
          query,
          variables: { keyword: word || null, limit: PICKER_ASK },
        });
        const key = docs.options ? `${decl.name}Options` : `${decl.name}GroupOptions`;
        return pickerOffers(
          rowsOf(result.data, key).map((r) => ({
            id: text(r.id),
            label: recordTitle(decl, text(r[decl.titleField]), text(r[decl.codeField ?? 'code'])),
          })),
        );
      }
      if (docs.search) {
        // HS codes: searched by number or name, shown as both.
        if (word === '') return [];
        const result = await client.query({
          query: docs.search,
          variables: { keyword: word, limit: PICKER_ASK },
        });
        return pickerOffers(
          rowsOf(result.data, 'hsCodeSearch').map((r) => ({
            id: text(r.id),
            label: `${text(r.goodsNo)} ${text(r[decl.titleField])}`.trim(),
          })),
        );
      }
      return [];
    },
    [client],
  );

  const loadRecord = useCallback(
    async (entity: string, id: string): Promise<RecordOption | null> => {
      if (entity === userEntity) {
        const result = await client.query({ query: EntityUserOptionsDocument });
        const user = (result.data?.organisationUsers ?? []).find((u) => u.id === id);
        return user ? { id: user.id, label: user.userName } : null;
      }
      const decl = declOf(entity);
      const row = await recordById(client, entity, id);
      if (!row) return null;
      const label = recordTitle(
        decl,
        text(row[decl.titleField]),
        text(row[decl.codeField ?? 'code']),
      );
      return label ? { id, label } : null;
    },
    [client],
  );

  return useMemo(() => ({ loadRecords, loadRecord }), [loadRecords, loadRecord]);
}
