import { ButtonGroup, HStack, IconButton, NativeSelect, Pagination, Text } from '@chakra-ui/react';

export { defaultPageSizes } from './listParams.ts';

export interface PagerProps {
  /** 1-based. */
  pageNum: number;
  pageSize: number;
  total: number;
  onChange: (pageNum: number, pageSize: number) => void;
  pageSizeOptions?: readonly number[];
}

// The accessible names of the pager's buttons, in the interface's language.
const translations = {
  rootLabel: '分页',
  prevTriggerLabel: '上一页',
  nextTriggerLabel: '下一页',
  itemLabel: ({ page }: { page: number }) => `第 ${page} 页`,
};

/** Page numbers, a page-size select and 共 N 条, right-aligned under the table. */
export function Pager({
  pageNum,
  pageSize,
  total,
  onChange,
  pageSizeOptions = [10, 20, 50, 100],
}: PagerProps) {
  const sizes = pageSizeOptions.includes(pageSize)
    ? pageSizeOptions
    : [...pageSizeOptions, pageSize].sort((a, b) => a - b);
  return (
    <HStack justify="flex-end" gap="3" pt="3" wrap="wrap">
      <Text color="fg.muted" fontSize="sm">
        共 {total} 条
      </Text>
      <Pagination.Root
        count={total}
        pageSize={pageSize}
        page={pageNum}
        siblingCount={1}
        translations={translations}
        onPageChange={(e) => onChange(e.page, pageSize)}
      >
        <ButtonGroup variant="ghost" size="xs" attached={false} gap="1">
          <Pagination.PrevTrigger asChild>
            <IconButton>‹</IconButton>
          </Pagination.PrevTrigger>
          <Pagination.Items
            render={(page) => (
              <IconButton variant={{ base: 'ghost', _selected: 'outline' }}>
                {page.value}
              </IconButton>
            )}
          />
          <Pagination.NextTrigger asChild>
            <IconButton>›</IconButton>
          </Pagination.NextTrigger>
        </ButtonGroup>
      </Pagination.Root>
      <NativeSelect.Root size="xs" width="auto">
        <NativeSelect.Field
          aria-label="每页条数"
          value={String(pageSize)}
          // A new page size starts again from the first page.
          onChange={(e) => onChange(1, Number(e.currentTarget.value))}
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size} 条/页
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}
