import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../app/toastStore.ts';
import { findToast, renderWithToaster } from '../../test/render.tsx';
import { EditorLayout, useTreeEditing } from './EditorLayout.tsx';
import { toTree } from './tree.ts';

interface Org {
  id: string;
  parentId: string | null;
  name: string;
  sortId: number;
}

// 总部 → 上海分公司, 宁波分公司
const tree = toTree<Org>([
  {
    id: '1',
    parentId: null,
    name: '总部',
    sortId: 10,
    children: [
      { id: '2', parentId: '1', name: '上海分公司', sortId: 10 },
      { id: '3', parentId: '1', name: '宁波分公司', sortId: 20 },
    ],
  },
]);

function Editor({
  addSibling,
  deleteNode,
  reload,
  keepValues = () => undefined,
}: {
  addSibling?: boolean;
  keepValues?: (formKey: string) => void;
  deleteNode: (id: string) => Promise<unknown>;
  reload: () => Promise<unknown>;
}) {
  const editor = useTreeEditing(tree, {
    noun: '组织',
    rootLabel: '新增顶级组织',
    nameOf: (n) => n.name,
  });
  const { editing, siblings } = editor;
  return (
    <EditorLayout
      title="组织管理"
      editor={editor}
      addSibling={addSibling}
      deleting={false}
      deleteNode={deleteNode}
      reload={reload}
      treeView={{ label: '组织树', renderLabel: (n) => n.name }}
    >
      {editing ? (
        <div key={editor.formKey}>
          <p data-testid="form">{`${editor.formTitle}（同级 ${siblings.length}）`}</p>
          <button
            type="button"
            onClick={() => void editor.saved('2', () => keepValues(editor.formKey), reload)}
          >
            模拟保存
          </button>
        </div>
      ) : null}
    </EditorLayout>
  );
}

beforeEach(() => toaster.remove());

describe('EditorLayout', () => {
  it('edits the selected node and adds under it, at the root or beside it', async () => {
    const user = userEvent.setup();
    renderWithToaster(
      <Editor addSibling deleteNode={() => Promise.resolve()} reload={() => Promise.resolve()} />,
    );
    expect(screen.getByText('请在左侧选择组织，或新增顶级组织')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '新增下级' }).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: '上海分公司' }));
    expect(screen.getByTestId('form').textContent).toBe('编辑组织：上海分公司（同级 2）');

    await user.click(screen.getByRole('button', { name: '新增下级' }));
    expect(screen.getByTestId('form').textContent).toBe('新增组织（上级：上海分公司）（同级 0）');

    await user.click(screen.getByRole('button', { name: '宁波分公司' }));
    await user.click(screen.getByRole('button', { name: '新增同级' }));
    expect(screen.getByTestId('form').textContent).toBe('新增组织（上级：总部）（同级 2）');

    await user.click(screen.getByRole('button', { name: '新增顶级组织' }));
    expect(screen.getByTestId('form').textContent).toBe('新增顶级组织（同级 1）');
  });

  it('after a save keeps the values, reloads and edits the saved node', async () => {
    const user = userEvent.setup();
    const keepValues = vi.fn();
    const reload = vi.fn(() => Promise.resolve());
    renderWithToaster(
      <Editor deleteNode={() => Promise.resolve()} reload={reload} keepValues={keepValues} />,
    );
    await user.click(screen.getByRole('button', { name: '新增顶级组织' }));
    await user.click(screen.getByRole('button', { name: '模拟保存' }));

    expect(await findToast('保存成功')).toBeTruthy();
    expect(keepValues).toHaveBeenCalledWith('new-root');
    expect(reload).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(screen.getByTestId('form').textContent).toBe('编辑组织：上海分公司（同级 2）'),
    );
  });

  it('offers 新增同级 only when asked', () => {
    renderWithToaster(
      <Editor deleteNode={() => Promise.resolve()} reload={() => Promise.resolve()} />,
    );
    expect(screen.queryByRole('button', { name: '新增同级' })).toBeNull();
  });

  it('deletes the selected node after confirmation and reloads the tree', async () => {
    const user = userEvent.setup();
    const deleteNode = vi.fn(() => Promise.resolve());
    const reload = vi.fn(() => Promise.resolve());
    renderWithToaster(<Editor deleteNode={deleteNode} reload={reload} />);

    await user.click(screen.getByRole('button', { name: '宁波分公司' }));
    await user.click(screen.getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('确定删除组织「宁波分公司」吗？')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));

    expect(await findToast('删除成功')).toBeTruthy();
    expect(deleteNode).toHaveBeenCalledWith('3');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.getByText('请在左侧选择组织，或新增顶级组织')).toBeTruthy();
  });
});
