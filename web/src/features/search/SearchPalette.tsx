// The command palette (Ctrl/⌘+K, or the top bar's search box): one text looked for in orders,
// bills of lading, clients, suppliers, invoices, receipts and payments (Query.search), the hits
// grouped by kind, best first. ↑/↓ move, Enter opens the record's view page. While the text is
// empty it lists the records opened lately.
import { useQuery } from '@apollo/client/react';
import { Box, CloseButton, Dialog, Flex, HStack, Input, Portal, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SearchDocument } from '../../__generated__/graphql.ts';
import { SEARCH_NUMBER_MIN, searchKind } from '../../../../model/search/index.ts';
import { SearchIcon } from '../../components/icons.tsx';
import { noteRecentRecord, recentRecords, recordAt } from './recentRecords.ts';
import type { RecentRecord } from './recentRecords.ts';

/** Hits of each kind the palette shows. */
const PER_KIND = 5;
/** Typing pauses this long before a search leaves. */
const DEBOUNCE_MS = 150;

interface Item {
  id: string;
  group: string;
  title: string;
  detail: string | null;
  /** 箱号 CSNU6100010: the field that matched, when it is not the title itself. */
  matched: string | null;
  path: string;
  recent: RecentRecord;
}

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function recentItems(): Item[] {
  return recentRecords().map((r) => {
    const kind = searchKind(r.kind);
    return {
      id: `recent:${r.kind}:${r.key}`,
      group: '最近打开',
      title: r.title ?? `${kind.label} ${r.key}`,
      detail: r.title === undefined ? null : `${kind.label}${r.detail ? ` · ${r.detail}` : ''}`,
      matched: null,
      path: r.path,
      recent: r,
    };
  });
}

/** The recent-records entry of a hit, from its view page's address. */
function recentOf(viewPath: string, title: string, detail: string | null): RecentRecord {
  const [pathname = '', query = ''] = viewPath.split('?');
  const record = recordAt(pathname, `?${query}`);
  return { ...(record ?? { kind: '', key: '', path: viewPath }), title, detail };
}

export interface SearchPaletteProps {
  open: boolean;
  onClose: () => void;
}

export default function SearchPalette({ open, onClose }: SearchPaletteProps) {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const wanted = useDebounced(text.trim(), DEBOUNCE_MS);
  const { data, loading, error } = useQuery(SearchDocument, {
    variables: { text: wanted, limit: PER_KIND },
    skip: wanted === '',
    fetchPolicy: 'network-only',
  });
  const [active, setActive] = useState(0);

  const items = useMemo<Item[]>(() => {
    if (text.trim() === '') return recentItems();
    if (!data || data.search.text !== wanted) return [];
    return data.search.groups.flatMap((g) =>
      g.hits.map((h) => ({
        id: `${h.kind}:${h.key}`,
        group: g.label,
        title: h.title,
        detail: h.detail ?? null,
        matched: h.value === h.title ? null : `${h.field} ${h.value}`,
        path: h.viewPath,
        recent: recentOf(h.viewPath, h.title, h.detail ?? null),
      })),
    );
  }, [data, text, wanted]);

  useEffect(() => setActive(0), [items]);

  const openItem = (item: Item | undefined) => {
    if (!item) return;
    if (item.recent.kind) noteRecentRecord(item.recent);
    onClose();
    void navigate(item.path);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (items.length === 0) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + items.length) % items.length);
    } else if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
      e.preventDefault();
      openItem(items[active]);
    }
  };

  useEffect(() => {
    document.getElementById(`search-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const searching = text.trim() !== '' && (loading || wanted !== text.trim());
  const status = (() => {
    if (text.trim() === '')
      return items.length === 0 ? '输入单号、箱号、提单号、发票号或客户名称查找' : null;
    if (error) return '查找失败，请稍后重试';
    if (searching) return '正在查找…';
    if (items.length > 0) return null;
    return text.trim().length < SEARCH_NUMBER_MIN
      ? `没有找到客户或供应商；单号至少输入${SEARCH_NUMBER_MIN}个字符`
      : '没有找到匹配的记录';
  })();

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      placement="top"
      size="lg"
      initialFocusEl={() => input.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-label="查找">
            <Dialog.Header pb="2">
              <Dialog.Title srOnly>查找</Dialog.Title>
              <HStack flex="1" gap="2">
                <SearchIcon color="fg.muted" />
                <Input
                  ref={input}
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                  onKeyDown={onKeyDown}
                  placeholder="查找单号、箱号、提单号、发票号、客户、供应商…"
                  aria-label="查找内容"
                  role="combobox"
                  aria-expanded={items.length > 0}
                  aria-controls="search-results"
                  aria-activedescendant={items[active] ? `search-option-${active}` : undefined}
                  autoComplete="off"
                  variant="flushed"
                />
              </HStack>
              <Dialog.CloseTrigger asChild position="static">
                <CloseButton size="sm" aria-label="关闭" />
              </Dialog.CloseTrigger>
            </Dialog.Header>
            <Dialog.Body pt="0" pb="3" maxH="60vh" overflowY="auto">
              {status ? (
                <Text color="fg.muted" fontSize="sm" py="3" role="status">
                  {status}
                </Text>
              ) : null}
              <Box id="search-results" role="listbox" aria-label="查找结果">
                {items.map((item, i) => (
                  <Box key={item.id}>
                    {i === 0 || items[i - 1]?.group !== item.group ? (
                      <Text
                        fontSize="xs"
                        fontWeight="semibold"
                        color="fg.muted"
                        pt="2"
                        pb="1"
                        aria-hidden
                      >
                        {item.group}
                      </Text>
                    ) : null}
                    <Flex
                      id={`search-option-${i}`}
                      role="option"
                      aria-selected={i === active}
                      aria-label={`${item.group} ${item.title}`}
                      px="2"
                      py="1.5"
                      gap="3"
                      align="baseline"
                      borderRadius="sm"
                      cursor="pointer"
                      bg={i === active ? 'colorPalette.subtle' : undefined}
                      onMouseMove={() => setActive(i)}
                      onClick={() => openItem(item)}
                    >
                      <Text fontWeight="medium" truncate>
                        {item.title}
                      </Text>
                      <Text fontSize="sm" color="fg.muted" truncate flex="1">
                        {item.detail}
                      </Text>
                      {item.matched ? (
                        <Text fontSize="sm" color="fg.muted" flexShrink={0}>
                          {item.matched}
                        </Text>
                      ) : null}
                    </Flex>
                  </Box>
                ))}
              </Box>
            </Dialog.Body>
            <Dialog.Footer py="2" borderTopWidth="1px" justifyContent="flex-start">
              <Text fontSize="xs" color="fg.muted">
                {'↑↓ 选择 · Enter 打开 · Esc 关闭'}
              </Text>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
