import { Button, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { BackendFeature } from '../../../../model/features.ts';
import { FeatureNote } from '../FeatureNotice.tsx';
import type { RowSelection } from './useRowSelection.ts';
import { formatDecimal } from '../form/decimal.ts';

export interface BulkBarProps {
  selection: RowSelection;
  /** Rows matching the list's filter (the list's total). */
  total: number;
  /** Rows on this page that may be chosen. */
  pageCount: number;
  /** The most rows one run may act on; more offer no 选择全部. */
  max?: number;
  /**
   * The feature a run over every matching row needs, when the back end lacks it (legacy mode): a
   * note says so in place of 选择全部, and rows are chosen page by page.
   */
  allMatchingNeeds?: BackendFeature;
  /** The actions (buttons); each opens BulkRunDialog. Disabled while nothing is chosen. */
  children: ReactNode;
}

// Grouped as zh-CN writes counts, without Intl: its first use loads the locale's data (decimal.ts).
const count = (n: number) => formatDecimal(n, 0);

/**
 * The selection toolbar of a list (in ListPage's toolbar): how many rows are chosen, the offer to
 * choose every row matching the filter once the page is chosen, the bulk actions.
 */
export function BulkBar({
  selection,
  total,
  pageCount,
  max = 1000,
  allMatchingNeeds,
  children,
}: BulkBarProps) {
  const chosen = selection.count(total);
  const pageChosen = pageCount > 0 && selection.keys.size >= pageCount;
  const offerAll = pageChosen && !selection.allMatching && total > selection.keys.size;
  return (
    <HStack gap="3" wrap="wrap" role="toolbar" aria-label="批量操作" minH="8">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        已选 {count(chosen)} 条
      </Text>
      {offerAll ? (
        allMatchingNeeds ? (
          <FeatureNote feature={allMatchingNeeds}>
            不能选择全部 {count(total)} 条符合条件的记录，请逐页选择处理
          </FeatureNote>
        ) : total <= max ? (
          <Button
            size="xs"
            variant="ghost"
            colorPalette="blue"
            onClick={selection.selectAllMatching}
          >
            选择全部 {count(total)} 条符合条件的记录
          </Button>
        ) : (
          <Text fontSize="xs" color="fg.muted">
            符合条件的记录共 {count(total)} 条，一次最多处理 {count(max)} 条，请缩小查询范围
          </Text>
        )
      ) : null}
      {selection.allMatching ? (
        <Text fontSize="sm" fontWeight="medium">
          已选择全部 {count(total)} 条符合条件的记录
        </Text>
      ) : null}
      {children}
      {chosen > 0 ? (
        <Button size="xs" variant="plain" onClick={selection.clear}>
          取消选择
        </Button>
      ) : null}
    </HStack>
  );
}
