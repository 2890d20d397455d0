import { Badge, Checkbox, HStack } from '@chakra-ui/react';
import type { MenuCheckTree_NodeFragment } from '../../__generated__/graphql.ts';
import { checkState, toggleNode } from './menuChecks.ts';
import { TreePanel } from './TreePanel.tsx';
import type { TreeNode } from './tree.ts';

export type MenuCheckNode = TreeNode<MenuCheckTree_NodeFragment>;

const typeText = { GROUP: '分组', PAGE: '页面', BUTTON: '按钮' } as const;

export interface MenuCheckTreeProps {
  nodes: readonly MenuCheckNode[];
  /** The ticked leaves (see menuChecks.ts). */
  ticked: ReadonlySet<string>;
  onChange: (ticked: Set<string>) => void;
  disabled?: boolean;
}

/** The whole menu tree with a checkbox per node; groups tick and untick their branch. */
export function MenuCheckTree({ nodes, ticked, onChange, disabled }: MenuCheckTreeProps) {
  return (
    <TreePanel<MenuCheckTree_NodeFragment>
      nodes={nodes}
      label="菜单权限"
      nameOf={(node) => node.name}
      openDepth={1}
      renderLead={(node) => {
        const state = checkState(node, ticked);
        return (
          <Checkbox.Root
            size="sm"
            disabled={disabled}
            checked={state === 'indeterminate' ? 'indeterminate' : state === 'checked'}
            onCheckedChange={() => onChange(toggleNode(node, ticked))}
          >
            <Checkbox.HiddenInput aria-label={node.name} />
            <Checkbox.Control />
          </Checkbox.Root>
        );
      }}
      renderLabel={(node) => (
        <HStack as="span" gap="2">
          <span>{node.name}</span>
          {node.type !== 'PAGE' ? (
            <Badge
              size="xs"
              variant="outline"
              colorPalette={node.type === 'GROUP' ? 'gray' : 'purple'}
            >
              {typeText[node.type]}
            </Badge>
          ) : null}
        </HStack>
      )}
    />
  );
}
