import { Button, Card, Flex, Grid, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import { showSuccess } from '../../app/toaster.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { reportFailure } from '../../components/feedback.ts';
import { FormSection } from '../../components/form/index.ts';
import { TreePanel } from './TreePanel.tsx';
import type { TreePanelProps } from './TreePanel.tsx';
import { findNode, pathTo } from './tree.ts';
import type { TreeNode } from './tree.ts';

/** What the right-hand form shows: a node to edit, or a new node under a parent. */
export type Editing = { kind: 'edit'; id: string } | { kind: 'new'; parentId: string | null };

type Fields = { id: string; parentId: string | null };

export interface TreeNaming<F extends Fields> {
  /** What a node is called: 菜单, 组织. */
  noun: string;
  /** The button that adds a node at the root, e.g. 新增根菜单. */
  rootLabel: string;
  /** The node's name, as the tree and the titles show it. */
  nameOf: (node: TreeNode<F>) => string;
}

export interface TreeEditing<F extends Fields> {
  tree: readonly TreeNode<F>[];
  naming: TreeNaming<F>;
  editing: Editing | null;
  setEditing: (next: Editing | null) => void;
  /** The node being edited. */
  selected: TreeNode<F> | undefined;
  /** Where the edited or new node sits (null: at the root). */
  parentId: string | null;
  parent: TreeNode<F> | undefined;
  siblings: readonly TreeNode<F>[];
  /** The form's title: 编辑…, 新增… under its parent, or the root button's words. */
  formTitle: string;
  /** Remounts the form when another node is edited or added. */
  formKey: string;
  /** Lets a navigation held by the unsaved-changes prompt go on once saved. */
  leave: RefObject<(() => void) | null>;
  /** After a save: toast, keep the saved values, reload the tree, edit the saved node. */
  saved: (
    id: string | undefined,
    keepValues: () => void,
    reload: () => Promise<unknown>,
  ) => Promise<void>;
}

/** The tree editors' selection: the node edited, or the parent a new node goes under. */
export function useTreeEditing<F extends Fields>(
  tree: readonly TreeNode<F>[],
  naming: TreeNaming<F>,
): TreeEditing<F> {
  const [editing, setEditing] = useState<Editing | null>(null);
  const leave = useRef<(() => void) | null>(null);
  const selected = editing?.kind === 'edit' ? findNode(tree, editing.id) : undefined;
  const parentId = editing?.kind === 'new' ? editing.parentId : (selected?.parentId ?? null);
  const parent = parentId ? findNode(tree, parentId) : undefined;
  const siblings = parent ? parent.children : tree;
  const { noun, rootLabel, nameOf } = naming;
  const formTitle = selected
    ? `编辑${noun}：${nameOf(selected)}`
    : editing?.kind === 'new'
      ? parent
        ? `新增${noun}（上级：${nameOf(parent)}）`
        : rootLabel
      : `${noun}信息`;
  const formKey = editing?.kind === 'edit' ? editing.id : `new-${editing?.parentId ?? 'root'}`;
  const saved = async (
    id: string | undefined,
    keepValues: () => void,
    reload: () => Promise<unknown>,
  ) => {
    showSuccess('保存成功');
    leave.current?.();
    keepValues();
    await reload();
    if (id) setEditing({ kind: 'edit', id });
  };
  return {
    tree,
    naming,
    editing,
    setEditing,
    selected,
    parentId,
    parent,
    siblings,
    formTitle,
    formKey,
    leave,
    saved,
  };
}

export interface EditorLayoutProps<F extends Fields> {
  title: string;
  editor: TreeEditing<F>;
  /** How the tree shows its nodes; names, selection and opening come from the editor. */
  treeView: Omit<TreePanelProps<F>, 'nodes' | 'nameOf' | 'selectedId' | 'onSelect' | 'reveal'>;
  /** Offer 新增同级 besides 新增下级. */
  addSibling?: boolean;
  deleting: boolean;
  deleteNode: (id: string) => Promise<unknown>;
  /** Reloads the tree after a change. */
  reload: () => Promise<unknown>;
  /** The selected or new node's form. */
  children: ReactNode;
}

/** The tree editors' page: the tree on the left, the selected node's form on the right. */
export function EditorLayout<F extends Fields>({
  title,
  editor,
  treeView,
  addSibling = false,
  deleting,
  deleteNode,
  reload,
  children,
}: EditorLayoutProps<F>) {
  const { tree, editing, setEditing, selected } = editor;
  const { noun, rootLabel, nameOf } = editor.naming;
  const [askDelete, setAskDelete] = useState(false);

  const remove = async () => {
    if (!selected) return;
    try {
      await deleteNode(selected.id);
      showSuccess('删除成功');
      setEditing(null);
      await reload();
    } catch (failure) {
      // The server's refusals (children, references, locks) were toasted by the error link.
      reportFailure(failure);
    } finally {
      setAskDelete(false);
    }
  };

  return (
    <Stack gap="3" width="full">
      <Heading as="h1" size="md">
        {title}
      </Heading>
      <Grid templateColumns={{ base: '1fr', lg: '340px 1fr' }} gap="3" alignItems="start">
        <Card.Root size="sm" variant="outline">
          <Card.Header borderBottomWidth="1px" pb="2">
            <HStack gap="2" wrap="wrap">
              <Button size="xs" onClick={() => setEditing({ kind: 'new', parentId: null })}>
                {rootLabel}
              </Button>
              <Button
                size="xs"
                variant="outline"
                disabled={!selected}
                onClick={() => selected && setEditing({ kind: 'new', parentId: selected.id })}
              >
                新增下级
              </Button>
              {addSibling ? (
                <Button
                  size="xs"
                  variant="outline"
                  disabled={!selected}
                  onClick={() =>
                    selected && setEditing({ kind: 'new', parentId: selected.parentId })
                  }
                >
                  新增同级
                </Button>
              ) : null}
              <Button
                size="xs"
                variant="outline"
                colorPalette="red"
                disabled={!selected}
                onClick={() => setAskDelete(true)}
              >
                删除
              </Button>
            </HStack>
          </Card.Header>
          <Card.Body pt="2" maxHeight="calc(100vh - 220px)" overflowY="auto">
            <TreePanel<F>
              {...treeView}
              nameOf={nameOf}
              nodes={tree}
              selectedId={selected?.id ?? null}
              onSelect={(node) => setEditing({ kind: 'edit', id: node.id })}
              reveal={selected ? pathTo(tree, selected.id).slice(0, -1) : undefined}
            />
          </Card.Body>
        </Card.Root>
        <Flex direction="column" gap="3">
          {editing ? (
            children
          ) : (
            <FormSection title={`${noun}信息`} save={false}>
              <Text color="fg.muted" fontSize="sm" py="6" textAlign="center">
                {`请在左侧选择${noun}，或${rootLabel}`}
              </Text>
            </FormSection>
          )}
          <ConfirmDialog
            open={askDelete}
            title="提示"
            loading={deleting}
            onConfirm={() => void remove()}
            onCancel={() => setAskDelete(false)}
          >
            {`确定删除${noun}「${selected ? nameOf(selected) : ''}」吗？`}
          </ConfirmDialog>
        </Flex>
      </Grid>
    </Stack>
  );
}
