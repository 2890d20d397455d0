import { oceanExport, oceanExportLading } from '../../../../../model/orders/index.ts';

export const ladingDecl = oceanExportLading;
export const ladingRoute = oceanExportLading.route ?? '/action/oceanexportlading';

/** The order's add screen, in a new window (the lading area keeps its own). */
export function openOrderWindow(orderCode: string): void {
  window.open(
    `${oceanExport.route}/add?orderCode=${encodeURIComponent(orderCode)}`,
    '_blank',
    'noopener',
  );
}
