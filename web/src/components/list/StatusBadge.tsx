import type { BadgePalette } from '../../theme.ts';

export type { BadgePalette };

/** Colour per status word: the calm palette of the lists (grey draft, orange waiting, …). */
const palettes: Record<string, BadgePalette> = {
  草稿: 'gray',
  待审核: 'orange',
  审核中: 'orange',
  已审核: 'green',
  已完成: 'green',
  已取消: 'red',
  已作废: 'red',
  启用: 'green',
  停用: 'gray',
};

/** The Y/N record status of master data and administration. */
export const recordStatusLabels: Record<string, string> = { Y: '启用', N: '停用' };

export interface StatusBadgeProps {
  /** A status word (草稿, 待审核, 已完成, 已取消, 启用, 停用) or the record status code Y / N. */
  status: string | null | undefined;
  /** The text to show when it differs from the status (e.g. the server's statusName). */
  label?: string | null;
  /** Overrides the colour chosen from the status. */
  colorPalette?: BadgePalette;
}

/**
 * A status word in its colour: Chakra's subtle small Badge, drawn as a plain element styled by the
 * theme's `.status-badge` (a list shows one or two on every row).
 */
export function StatusBadge({ status, label, colorPalette }: StatusBadgeProps) {
  if (!status && !label) return null;
  const text = label ?? recordStatusLabels[status ?? ''] ?? status ?? '';
  const palette = colorPalette ?? palettes[text] ?? palettes[status ?? ''] ?? 'blue';
  return (
    <span className="status-badge" data-palette={palette}>
      {text}
    </span>
  );
}
