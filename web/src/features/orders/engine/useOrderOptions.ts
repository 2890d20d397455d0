import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useRef } from 'react';
import type { OrderField } from '../../../../../model/orders/index.ts';
import {
  OrderAddressOptionsDocument,
  OrderDictionariesDocument,
} from '../../../__generated__/graphql.ts';
import { OrderSupplierOptionsDocument } from '../../../__generated__/graphql.ts';
import { PICKER_ASK, pickerOffers } from '../../../components/form/recordLabel.ts';
import type { PickerLoad, PickerOffers } from '../../../components/form/recordLabel.ts';
import type { KitOptions } from '../../../entities/kit/index.ts';
import { recordById, useRecordLoaders } from '../../../entities/pickers.ts';
import { dictsOf } from '../../../entities/useEntityOptions.ts';

/** A supplier's first contact, to fill the contact fields beside a picked broker. */
export interface PickedContact {
  name: string;
  tel: string;
  email: string;
}

export interface OrderOptions {
  kit: KitOptions;
  /** Records for a field: of the type its refFilter names when it has one. */
  loadFor: (field: OrderField) => PickerLoad | undefined;
  /** The first contact of a supplier a picker offered, if it has one. */
  contactOf: (supplierId: string) => PickedContact | undefined;
  /** A master-data record by id (what a picked HS code brings to its goods row). */
  recordOf: (entity: string, id: string) => Promise<Record<string, unknown> | null>;
  loading: boolean;
  error: unknown;
}

/**
 * The choices of the order pages: every order dictionary in one request, and pickers of
 * clients, ports, routes, staff, suppliers of one type and addresses of one type.
 */
export function useOrderOptions(): OrderOptions {
  const client = useApolloClient();
  // Dictionaries change seldom: the list asks once, the order pages opened from it read the cache.
  const dictionaries = useQuery(OrderDictionariesDocument, { fetchPolicy: 'cache-first' });
  const records = useRecordLoaders();
  const contacts = useRef(new Map<string, PickedContact>());
  const generic = records.loadRecords;

  const loadFor = useCallback(
    (field: OrderField) => {
      const filter = field.refFilter;
      const entity = field.kind === 'ref' ? field.entity : field.kind === 'user' ? 'user' : null;
      if (!entity) return undefined;
      if (filter && entity === 'supplier') {
        return async (keyword: string): Promise<PickerOffers> => {
          const result = await client.query({
            query: OrderSupplierOptionsDocument,
            variables: { type: filter.code, keyword: keyword.trim() || null, limit: PICKER_ASK },
          });
          const items = result.data?.suppliers.items ?? [];
          for (const s of items) {
            const first = s.contacts[0];
            if (first) {
              contacts.current.set(s.id, {
                name: first.contact,
                tel: first.contactTel,
                email: first.contactEmail ?? '',
              });
            }
          }
          return pickerOffers(items.map((s) => ({ id: s.id, label: s.supplierName })));
        };
      }
      if (filter && entity === 'address') {
        return async (keyword: string): Promise<PickerOffers> => {
          const result = await client.query({
            query: OrderAddressOptionsDocument,
            variables: { type: filter.code, keyword: keyword.trim() || null, limit: PICKER_ASK },
          });
          return pickerOffers(
            (result.data?.addresses.items ?? []).map((a) => ({
              id: a.id,
              label: a.addressDetail,
            })),
          );
        };
      }
      return generic ? (keyword: string) => generic(entity, keyword) : undefined;
    },
    [client, generic],
  );

  const dicts = useMemo(() => dictsOf(dictionaries.data), [dictionaries.data]);
  const lookUp = records.loadRecord;
  const kit = useMemo<KitOptions>(
    () => ({ dicts, loadRecords: generic, loadRecord: lookUp }),
    [dicts, generic, lookUp],
  );
  const contactOf = useCallback((id: string) => contacts.current.get(id), []);
  const recordOf = useCallback(
    (entity: string, id: string) => recordById(client, entity, id),
    [client],
  );
  return {
    kit,
    loadFor,
    contactOf,
    recordOf,
    loading: dictionaries.loading && !dictionaries.data,
    error: dictionaries.error,
  };
}
