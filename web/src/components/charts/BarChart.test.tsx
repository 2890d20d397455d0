import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderKit } from '../testKit.tsx';
import { BarChart, compactAmount } from './BarChart.tsx';

describe('the bar chart', () => {
  it('labels each bar of each series with its value as given, with a legend', async () => {
    renderKit(
      <BarChart
        title="按月应收"
        series={[
          { key: 'ar', name: '应收', colour: '#3182ce' },
          { key: 'in', name: '已收', colour: '#38a169' },
        ]}
        categories={[
          { key: '2026-10', label: '2026-10', values: { ar: '1234.56', in: '0.10' } },
          { key: '2026-11', label: '2026-11', values: { ar: '99.99', in: '99.99' } },
        ]}
      />,
    );
    const figure = await screen.findByRole('figure', { name: '按月应收' });
    for (const text of ['1234.56', '0.10', '99.99', '2026-10', '2026-11', '应收', '已收']) {
      expect(figure.textContent).toContain(text);
    }
    expect(figure.querySelectorAll('rect')).toHaveLength(4);
  });

  it('links a bar to the list it counts and names it with its value', async () => {
    renderKit(
      <BarChart
        title="未完成订单"
        width={480}
        categories={[
          { key: 'A', label: '海运出口', values: { value: 3 }, href: '/todo/kanban?t=A' },
          { key: 'B', label: '空运出口', values: { value: 0 } },
        ]}
      />,
    );
    const chart = await screen.findByRole('group', { name: '未完成订单' });
    const link = chart.querySelector('[data-chart-key="A"]');
    expect(link?.getAttribute('href')).toBe('/todo/kanban?t=A');
    expect(link?.getAttribute('aria-label')).toBe('海运出口 3');
    expect(chart.querySelector('[data-chart-key="B"]')?.getAttribute('href')).toBeNull();
  });

  it('hangs a loss below the zero line and shows the caption and exact tooltip', async () => {
    renderKit(
      <BarChart
        title="按月利润(人民币)"
        caption
        categories={[
          { key: '2026-10', label: '2026-10', values: { value: '-1500.50' } },
          { key: '2026-11', label: '2026-11', values: { value: '25000.00' } },
        ]}
        format={(v) => compactAmount(Number(v))}
        exact={(v) => `¥${v}`}
        axisFormat={compactAmount}
      />,
    );
    const figure = await screen.findByRole('figure', { name: '按月利润(人民币)' });
    expect(figure.querySelector('figcaption')?.textContent).toBe('按月利润(人民币)');
    const [loss, gain] = [...figure.querySelectorAll('rect')];
    expect(Number(loss?.getAttribute('y'))).toBeGreaterThan(Number(gain?.getAttribute('y')));
    expect(figure.textContent).toContain('2.5万');
    expect(figure.textContent).toContain('¥-1500.50');
  });

  it('says so when there is nothing to draw', async () => {
    renderKit(<BarChart title="空" categories={[]} />);
    expect((await screen.findByRole('figure', { name: '空' })).textContent).toContain('暂无数据');
  });
});
