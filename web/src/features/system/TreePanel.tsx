import { Box, Flex, IconButton, Text } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { ChevronDownIcon, ChevronRightIcon } from '../../components/icons.tsx';
import { flatten } from './tree.ts';
import type { TreeNode } from './tree.ts';

export interface TreePanelProps<F extends { id: string }> {
  nodes: readonly TreeNode<F>[];
  /** Accessible name of the tree. */
  label: string;
  renderLabel: (node: TreeNode<F>) => ReactNode;
  /** The node's accessible name (its label text). */
  nameOf: (node: TreeNode<F>) => string;
  selectedId?: string | null;
  onSelect?: (node: TreeNode<F>) => void;
  /** Content before the label, e.g. the role menu editor's checkbox. */
  renderLead?: (node: TreeNode<F>) => ReactNode;
  /** Levels open at first (0: only roots shown). */
  openDepth?: number;
  /** Ids to open in addition (the trail of a newly selected node). */
  reveal?: readonly string[];
}

function openUpTo<F extends { id: string }>(
  nodes: readonly TreeNode<F>[],
  depth: number,
): Set<string> {
  const ids = new Set<string>();
  for (const { node, depth: d } of flatten(nodes)) {
    if (d < depth && node.children.length > 0) ids.add(node.id);
  }
  return ids;
}

/** A compact tree: expand toggles, an optional lead (checkbox), a selectable label per node. */
export function TreePanel<F extends { id: string }>({
  nodes,
  label,
  renderLabel,
  nameOf,
  selectedId,
  onSelect,
  renderLead,
  openDepth = 1,
  reveal,
}: TreePanelProps<F>) {
  const treeId = useId();
  const [open, setOpen] = useState<Set<string>>(() => openUpTo(nodes, openDepth));
  const loaded = nodes.length > 0;
  // The first data arrives after the first render: open its top levels then.
  useEffect(() => {
    if (loaded) setOpen((previous) => new Set([...previous, ...openUpTo(nodes, openDepth)]));
  }, [loaded]);
  const revealKey = reveal?.join('/') ?? '';
  useEffect(() => {
    if (reveal && reveal.length > 0) setOpen((previous) => new Set([...previous, ...reveal]));
  }, [revealKey]);

  const toggle = (id: string) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const renderNodes = (list: readonly TreeNode<F>[], depth: number): ReactNode =>
    list.map((node) => {
      const hasChildren = node.children.length > 0;
      const expanded = open.has(node.id);
      const selected = selectedId === node.id;
      const labelId = `${treeId}-${node.id}`;
      // The row is the tree item, named by its label as shown (name, type, path); its children
      // follow in a group beside it, so an item's text is its own row's only.
      return (
        <Box key={node.id}>
          <Flex
            role="treeitem"
            aria-level={depth + 1}
            aria-expanded={hasChildren ? expanded : undefined}
            aria-selected={onSelect ? selected : undefined}
            aria-labelledby={labelId}
            align="center"
            gap="1"
            ps={`${depth * 18}px`}
            pe="2"
            minHeight="7"
            rounded="l1"
            bg={selected ? 'colorPalette.subtle' : undefined}
            _hover={{ bg: selected ? 'colorPalette.subtle' : 'bg.muted' }}
          >
            {hasChildren ? (
              <IconButton
                size="2xs"
                variant="ghost"
                aria-label={expanded ? `收起${nameOf(node)}` : `展开${nameOf(node)}`}
                onClick={() => toggle(node.id)}
              >
                {expanded ? <ChevronDownIcon /> : <ChevronRightIcon />}
              </IconButton>
            ) : (
              <Box width="6" flexShrink={0} />
            )}
            {renderLead?.(node)}
            <Text
              id={labelId}
              as={onSelect ? 'button' : 'span'}
              flex="1"
              textAlign="start"
              fontSize="sm"
              py="1"
              truncate
              fontWeight={selected ? 'semibold' : 'normal'}
              cursor={onSelect ? 'pointer' : undefined}
              onClick={onSelect ? () => onSelect(node) : undefined}
            >
              {renderLabel(node)}
            </Text>
          </Flex>
          {hasChildren && expanded ? (
            <Box role="group">{renderNodes(node.children, depth + 1)}</Box>
          ) : null}
        </Box>
      );
    });

  return (
    <Box role="tree" aria-label={label}>
      {nodes.length === 0 ? (
        <Text color="fg.muted" fontSize="sm" py="4" textAlign="center">
          暂无数据
        </Text>
      ) : (
        renderNodes(nodes, 0)
      )}
    </Box>
  );
}
