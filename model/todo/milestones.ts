// Milestones of an order: the key points of a shipment (booking, cargo to the port, customs,
// release, sailing or flight, delivery), each with a planned day worked out from the order's own
// dates and an actual day (or the node's save) that marks it reached. One declaration per order
// type; rest computes them on read, the web shows the late ones on the order's progress bar.
// Offsets are the forwarder's usual lead times: booking a week before sailing, cargo and customs
// by the cut-off, release the day before sailing; import customs the day after arrival, release
// within three days and delivery within five.

export type MilestoneKey = 'booking' | 'cargo' | 'customs' | 'release' | 'departure' | 'delivery';

/** A planned day: the first of these order dates that is set, moved by `offsetDays`. */
export interface PlannedFrom {
  readonly field: string;
  readonly offsetDays: number;
}

export interface MilestoneDecl {
  readonly key: MilestoneKey;
  readonly label: string;
  /** The workflow node the milestone belongs to (its step on the progress bar). */
  readonly node: string;
  readonly planned: readonly PlannedFrom[];
  /**
   * The order date that records it; it is also reached when its node has been saved (a node the
   * order keeps no date for, or one saved without the date).
   */
  readonly actualField?: string;
}

const on = (field: string, offsetDays = 0): PlannedFrom => ({ field, offsetDays });

/** By shipping type code (ZYLX_HYCK…); a type not listed has no milestones. */
export const milestonesByType: Readonly<Record<string, readonly MilestoneDecl[]>> = {
  ZYLX_HYCK: [
    {
      key: 'booking',
      label: '订舱',
      node: 'HYCK_DC',
      planned: [on('estimatedSailingDate', -7)],
    },
    {
      key: 'cargo',
      label: '派送',
      node: 'HYCK_PS',
      planned: [on('interceptionDate', -1), on('estimatedSailingDate', -3)],
      actualField: 'deliveryDate',
    },
    {
      key: 'customs',
      label: '报关',
      node: 'HYCK_BG',
      planned: [on('interceptionDate'), on('estimatedSailingDate', -2)],
      actualField: 'customsClearanceDate',
    },
    {
      key: 'release',
      label: '放行',
      node: 'HYCK_FX',
      planned: [on('estimatedSailingDate', -1)],
    },
    {
      key: 'departure',
      label: '开船',
      node: 'HYCK_SJ',
      planned: [on('estimatedSailingDate')],
      actualField: 'actualSailingDate',
    },
  ],
  ZYLX_HYJK: [
    {
      key: 'customs',
      label: '报关',
      node: 'HYJK_BAOGUAN',
      planned: [on('arrivalDate', 1)],
      actualField: 'customsClearanceDate',
    },
    {
      key: 'release',
      label: '放行',
      node: 'HYJK_FANGXING',
      planned: [on('arrivalDate', 3)],
      actualField: 'releaseDate',
    },
    {
      key: 'delivery',
      label: '配送',
      node: 'HYJK_PEISONG',
      planned: [on('arrivalDate', 5)],
      actualField: 'deliveryDate',
    },
  ],
  ZYLX_KYCK: [
    {
      key: 'cargo',
      label: '派送',
      node: 'KYCK_PS',
      planned: [on('flightDate', -1)],
      actualField: 'deliveryDate',
    },
    {
      key: 'customs',
      label: '报关',
      node: 'KYCK_BG',
      planned: [on('flightDate', -1)],
      actualField: 'customsClearanceDate',
    },
    {
      key: 'release',
      label: '放行',
      node: 'KYCK_FX',
      planned: [on('flightDate')],
      actualField: 'releaseDate',
    },
    {
      key: 'departure',
      label: '起飞',
      node: 'KYCK_SJ',
      planned: [on('flightDate')],
      actualField: 'actualDepartureDate',
    },
  ],
  ZYLX_KYJK: [
    {
      key: 'customs',
      label: '报关',
      node: 'KYJK_BG',
      planned: [on('arrivalDate', 1)],
    },
    {
      key: 'release',
      label: '放行',
      node: 'KYJK_FX',
      planned: [on('arrivalDate', 3)],
      actualField: 'releaseDate',
    },
    {
      key: 'delivery',
      label: '配送',
      node: 'KYJK_PS',
      planned: [on('arrivalDate', 5)],
      actualField: 'deliveryDate',
    },
  ],
  ZYLX_NMYW: [
    {
      key: 'departure',
      label: '开船',
      node: 'NMYW_SHIJI',
      planned: [on('estimatedSailingDate')],
      actualField: 'actualSailingDate',
    },
  ],
};

/** YYYY-MM-DD moved by whole days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) + days * 86_400_000);
  return date.toISOString().slice(0, 10);
}

export type MilestoneState = 'DONE' | 'LATE' | 'PENDING' | 'UNPLANNED';

export interface MilestoneView {
  key: MilestoneKey;
  label: string;
  nodeCode: string;
  plannedDate: string | null;
  actualDate: string | null;
  state: MilestoneState;
  /** Days past the planned day (LATE only), else 0. */
  daysLate: number;
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The milestones of one order: its dates by field name (YYYY-MM-DD or empty), the nodes saved,
 * and today's business day. A milestone is late when its planned day has passed without an
 * actual; `active` false (a draft, a completed or cancelled order) leaves nothing late.
 */
export function milestonesOf(
  shippingType: string,
  dates: Readonly<Record<string, unknown>>,
  doneNodes: readonly string[],
  today: string,
  active = true,
): MilestoneView[] {
  const decls = milestonesByType[shippingType] ?? [];
  const day = (field: string): string | null => {
    const value = dates[field];
    return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)
      ? value.slice(0, 10)
      : null;
  };
  return decls.map((m) => {
    let plannedDate: string | null = null;
    for (const from of m.planned) {
      const base = day(from.field);
      if (base) {
        plannedDate = addDays(base, from.offsetDays);
        break;
      }
    }
    const actualDate = m.actualField ? day(m.actualField) : null;
    const reached = actualDate !== null || doneNodes.includes(m.node);
    let state: MilestoneState;
    if (reached) state = 'DONE';
    else if (plannedDate === null) state = 'UNPLANNED';
    else if (active && plannedDate < today) state = 'LATE';
    else state = 'PENDING';
    return {
      key: m.key,
      label: m.label,
      nodeCode: m.node,
      plannedDate,
      actualDate,
      state,
      daysLate: state === 'LATE' && plannedDate ? daysBetween(plannedDate, today) : 0,
    };
  });
}
