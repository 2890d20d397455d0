import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderKit } from '../../components/testKit.tsx';
import { MenuCheckTree } from './MenuCheckTree.tsx';
import type { MenuCheckNode } from './MenuCheckTree.tsx';
import { checkState, idsToSave, tickedFromSaved, toggleNode } from './menuChecks.ts';

const node = (
  id: string,
  name: string,
  type: MenuCheckNode['type'],
  children: MenuCheckNode[] = [],
): MenuCheckNode => ({ id, name, type, sortId: Number(id), children });

// 业务管理 → 海运出口 (新增, 删除), 海运进口; 基础资料 → 客户管理
const tree: MenuCheckNode[] = [
  node('1', '业务管理', 'GROUP', [
    node('2', '海运出口', 'PAGE', [node('3', '新增', 'BUTTON'), node('4', '删除', 'BUTTON')]),
    node('5', '海运进口', 'PAGE'),
  ]),
  node('6', '基础资料', 'GROUP', [node('7', '客户管理', 'PAGE')]),
];
const [business, basic] = tree as [MenuCheckNode, MenuCheckNode];
const oceanExport = business.children[0]!;

describe('menu tick rules', () => {
  it('ticks and unticks a whole branch', () => {
    const all = toggleNode(business, new Set());
    expect([...all].sort()).toEqual(['3', '4', '5']);
    expect(checkState(business, all)).toBe('checked');
    expect(toggleNode(business, all).size).toBe(0);
  });

  it('half ticks a group with some of its leaves, and ticks it wholly from there', () => {
    const some = new Set(['3']);
    expect(checkState(oceanExport, some)).toBe('indeterminate');
    expect(checkState(business, some)).toBe('indeterminate');
    expect(checkState(basic, some)).toBe('unchecked');
    expect([...toggleNode(business, some)].sort()).toEqual(['3', '4', '5']);
  });

  it('saves the half-ticked ancestors so the server grants the page', () => {
    expect(idsToSave(tree, new Set(['3']))).toEqual(['1', '2', '3']);
    expect(idsToSave(tree, new Set(['7']))).toEqual(['6', '7']);
  });

  it('reads a saved page without its buttons as the whole page', () => {
    expect([...tickedFromSaved(tree, ['1', '2'])].sort()).toEqual(['3', '4']);
    expect([...tickedFromSaved(tree, ['1', '2', '3'])]).toEqual(['3']);
  });
});

function Harness({ initial }: { initial: string[] }) {
  const [ticked, setTicked] = useState(new Set(initial));
  return (
    <>
      <MenuCheckTree nodes={tree} ticked={ticked} onChange={setTicked} />
      <output aria-label="已选">{[...ticked].sort().join(',')}</output>
    </>
  );
}

const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });
const ticked = () => screen.getByLabelText('已选').textContent;
/** The drawn state of a node's checkbox: checked, unchecked or indeterminate. */
const drawn = (name: string) => box(name).closest('label')?.getAttribute('data-state');

describe('role menu tree', () => {
  it('a group checks and unchecks its children', async () => {
    renderKit(<Harness initial={[]} />);
    await screen.findByRole('tree', { name: '菜单权限' });
    await userEvent.click(box('业务管理'));
    expect(ticked()).toBe('3,4,5');
    expect(drawn('业务管理')).toBe('checked');
    expect(drawn('海运进口')).toBe('checked');
    await userEvent.click(box('业务管理'));
    expect(ticked()).toBe('');
    expect(drawn('海运进口')).toBe('unchecked');
  });

  it('shows a partly ticked group as indeterminate', async () => {
    renderKit(<Harness initial={[]} />);
    await screen.findByRole('tree', { name: '菜单权限' });
    await userEvent.click(box('海运进口'));
    expect(ticked()).toBe('5');
    expect(drawn('业务管理')).toBe('indeterminate');
    expect(drawn('基础资料')).toBe('unchecked');
    // Ticking the half-ticked group ticks the rest of it.
    await userEvent.click(box('业务管理'));
    expect(ticked()).toBe('3,4,5');
    expect(drawn('业务管理')).toBe('checked');
  });

  it('opens a page to tick its buttons one by one', async () => {
    renderKit(<Harness initial={['3']} />);
    fireEvent.click(await screen.findByRole('button', { name: '展开海运出口' }));
    expect(drawn('新增')).toBe('checked');
    expect(drawn('海运出口')).toBe('indeterminate');
    await userEvent.click(box('删除'));
    expect(ticked()).toBe('3,4');
    expect(drawn('海运出口')).toBe('checked');
  });
});
