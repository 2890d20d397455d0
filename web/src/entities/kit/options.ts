import type { DictOption } from '../../components/form/DictSelect.tsx';
import type { RecordOption } from '../../components/form/RecordPicker.tsx';

/** Where declaration-driven fields get their choices; the page passes what its queries loaded. */
export interface KitOptions {
  /** Entries per dictionary category code (FPLX, FYBZ, GSLX …). */
  dicts?: Partial<Record<string, readonly DictOption[]>>;
  /**
   * Records of another entity for `ref` fields (entity name as declared: 'route', 'supplier'),
   * and system users for `user` fields (entity 'user').
   */
  loadRecords?: (entity: string, keyword: string) => Promise<readonly RecordOption[]>;
}

export const userEntity = 'user';
