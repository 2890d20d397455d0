import type { DictOption } from '../../components/form/DictSelect.tsx';
import type { RecordOption } from '../../components/form/RecordPicker.tsx';
import type { PickerOffers } from '../../components/form/recordLabel.ts';

/** Where declaration-driven fields get their choices; the page passes what its queries loaded. */
export interface KitOptions {
  /** Entries per dictionary category code (FPLX, FYBZ, GSLX …). */
  dicts?: Partial<Record<string, readonly DictOption[]>>;
  /**
   * Records of another entity for `ref` fields (entity name as declared: 'route', 'supplier'),
   * and system users for `user` fields (entity 'user').
   */
  loadRecords?: (
    entity: string,
    keyword: string,
  ) => Promise<readonly RecordOption[] | PickerOffers>;
  /** One record of an entity by id, for a chosen record the picker's offers do not hold. */
  loadRecord?: (entity: string, id: string) => Promise<RecordOption | null>;
}

/** The picker props of a `ref` or `user` field of `entity` from the kit's loaders. */
export function pickerLoaders(
  options: KitOptions,
  entity: string,
): {
  load?: (keyword: string) => Promise<readonly RecordOption[] | PickerOffers>;
  resolve?: (id: string) => Promise<RecordOption | null>;
} {
  const { loadRecords, loadRecord } = options;
  return {
    ...(loadRecords ? { load: (keyword: string) => loadRecords(entity, keyword) } : {}),
    ...(loadRecord ? { resolve: (id: string) => loadRecord(entity, id) } : {}),
  };
}

export const userEntity = 'user';
