// Quick-create dialogs for the order pages: a record made without leaving the order, with the
// same declaration-driven form as the master-data add page. Use either the component, or the
// `quickCreate` object with RecordPickerField's `quickCreate` prop.
import { createElement } from 'react';
import type { QuickCreate } from '../components/form/RecordPicker.tsx';
import type { Values } from './convert.ts';
import { QuickCreateEntity, quickCreateOf } from './QuickCreateEntity.tsx';
import type { QuickCreateProps } from './QuickCreateEntity.tsx';

export type { QuickCreateProps } from './QuickCreateEntity.tsx';
export { QuickCreateEntity, optionOfRecord, quickCreateOf } from './QuickCreateEntity.tsx';

const dialog = (entity: string) => {
  const Dialog = (props: QuickCreateProps) =>
    createElement(QuickCreateEntity, { entity, ...props });
  Dialog.displayName = `QuickCreate-${entity}`;
  return Dialog;
};

export const QuickCreateClient = dialog('client');
export const QuickCreateAddress = dialog('address');
export const QuickCreateHsCode = dialog('hsCode');
export const QuickCreateSupplier = dialog('supplier');
export const QuickCreateTransportAddress = dialog('transportAddress');
export const QuickCreateFeeType = dialog('feeType');
/** Routes and airlines (/basic/airline). */
export const QuickCreateRoute = dialog('route');

/** RecordPickerField's `quickCreate` for each of them; `preset` fills the new record. */
export const quickCreate = {
  client: (preset?: Values): QuickCreate => quickCreateOf('client', preset),
  address: (preset?: Values): QuickCreate => quickCreateOf('address', preset),
  hsCode: (preset?: Values): QuickCreate => quickCreateOf('hsCode', preset),
  supplier: (preset?: Values): QuickCreate => quickCreateOf('supplier', preset),
  transportAddress: (preset?: Values): QuickCreate => quickCreateOf('transportAddress', preset),
  feeType: (preset?: Values): QuickCreate => quickCreateOf('feeType', preset),
  route: (preset?: Values): QuickCreate => quickCreateOf('route', preset),
};
