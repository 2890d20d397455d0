// The one bar chart of the product, in SVG (visx, imported per package): a bar per category, or a
// group of bars per category when there are several series (with a legend). Values are decimal
// text or counts: a label shows the text exactly, only a bar's length goes through a number.
// Negative values (a loss) hang below the zero line, their figure above it. A category may link to the list it counts.
import { Box, HStack, Text } from '@chakra-ui/react';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { chartColours, followInApp } from './chartLink.ts';

export interface BarSeries {
  key: string;
  name: string;
  /**
   * Default: a colour of its own per bar (one series) or per series (several). One series of
   * one colour shows a loss in red.
   */
  colour?: string;
}

export interface BarCategory {
  key: string;
  label: string;
  /** One value per series key: decimal text (money) or a count. */
  values: Readonly<Record<string, string | number>>;
  /** The filtered list this category's bars open. */
  href?: string;
  /** The bar's own colour (one series only). */
  colour?: string;
}

export interface BarChartProps {
  /** The chart's accessible name (图表标题). */
  title: string;
  /** Show the title above the chart (a page's own chart; a card names its chart in its header). */
  caption?: boolean;
  categories: readonly BarCategory[];
  /** Default one series, `value`. */
  series?: readonly BarSeries[];
  /** A value as written on its bar (default as given). */
  format?: (value: string) => string;
  /** A value in the bar's tooltip (default `format`). */
  exact?: (value: string) => string;
  /** A value axis on the left, its ticks written with this. */
  axisFormat?: (value: number) => string;
  /** Write each value above its bar (default true). */
  valueLabels?: boolean;
  width?: number;
  height?: number;
}

/** The single series of a chart that names none. */
export const VALUE = 'value';

/** Large amounts in 万, as staff read them on an axis or a crowded bar. */
export const compactAmount = (n: number): string =>
  Math.abs(n) >= 10000
    ? `${(n / 10000).toLocaleString('zh-CN', { maximumFractionDigits: 1 })}万`
    : n.toLocaleString('zh-CN', { maximumFractionDigits: 0 });

const LABEL_CHARS = 8;
/** A Chinese character's width at the axis's font size, with room to spare. */
const LABEL_PX = 13;
const MAX_BAR = 56;
const SLANT = 35;
const SLANT_SIN = Math.sin((SLANT * Math.PI) / 180);
const SLANT_COS = Math.cos((SLANT * Math.PI) / 180);
/** A loss in a series of one colour. */
const LOSS = '#dc2626';
const shortLabel = (label: string) =>
  label.length > LABEL_CHARS ? `${label.slice(0, LABEL_CHARS)}…` : label;

function Linked({
  href,
  label,
  chartKey,
  children,
}: {
  href: string;
  label: string;
  chartKey: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <a
      href={href}
      aria-label={label}
      data-chart-key={chartKey}
      onClick={followInApp(navigate, href)}
    >
      {children}
    </a>
  );
}

export function BarChart({
  title,
  caption = false,
  categories,
  series = [{ key: VALUE, name: title }],
  format = (v) => v,
  exact = format,
  axisFormat,
  valueLabels = true,
  width = 720,
  height = 240,
}: BarChartProps) {
  const grouped = series.length > 1;
  // Labels wider than their bar's slot are slanted, so twelve customers' names stay readable.
  const plotWidth = width - (axisFormat ? 72 : 8) - 8;
  const widest = Math.max(0, ...categories.map((c) => shortLabel(c.label).length)) * LABEL_PX;
  const slanted = categories.length > 0 && widest > (plotWidth / categories.length) * 0.9;
  const margin = {
    top: 20,
    right: 8,
    bottom: slanted ? Math.min(96, 24 + widest * SLANT_SIN) : 32,
    // A slanted first label reaches left of its bar: room for it.
    left: Math.max(
      axisFormat ? 72 : 8,
      slanted ? widest * SLANT_COS - plotWidth / categories.length / 2 + 24 : 0,
    ),
  };
  const innerWidth = width - margin.left - margin.right;
  const innerHeight = height - margin.top - margin.bottom;
  const text = (c: BarCategory, s: BarSeries) => String(c.values[s.key] ?? 0);
  const numbers = categories.flatMap((c) => series.map((s) => Number(text(c, s)) || 0));
  const x = scaleBand<string>({
    domain: categories.map((c) => c.key),
    range: [0, innerWidth],
    padding: grouped ? 0.25 : 0.3,
  });
  // A bar never grows wider than MAX_BAR: one month is a bar, not a wall.
  const groupWidth = Math.min(x.bandwidth(), MAX_BAR * series.length);
  const groupOffset = (x.bandwidth() - groupWidth) / 2;
  const inner = scaleBand<string>({
    domain: series.map((s) => s.key),
    range: [0, groupWidth],
    padding: grouped ? 0.1 : 0,
  });
  const low = Math.min(0, ...numbers);
  const y = scaleLinear<number>({
    domain: [low, Math.max(0, ...numbers, low === 0 ? 1 : 0)],
    range: [innerHeight, 0],
    nice: true,
  });
  const zero = y(0);
  const labels = new Map(categories.map((c) => [c.key, c.label]));
  const colourOf = (c: BarCategory, s: BarSeries, i: number, j: number, value: number) =>
    (grouped ? s.colour : (c.colour ?? (s.colour && value < 0 ? LOSS : s.colour))) ??
    chartColours[(grouped ? j : i) % chartColours.length];

  return (
    <Box as="figure" role="figure" aria-label={title} m="0">
      {caption ? (
        <Text as="figcaption" fontSize="sm" fontWeight="medium" mb="1">
          {title}
        </Text>
      ) : null}
      {grouped ? (
        <HStack gap="4" mb="1" fontSize="xs" color="fg.muted" wrap="wrap">
          {series.map((s, j) => (
            <HStack key={s.key} gap="1">
              <Box
                width="3"
                height="3"
                rounded="sm"
                style={{ background: s.colour ?? chartColours[j % chartColours.length] }}
              />
              <Text>{s.name}</Text>
            </HStack>
          ))}
        </HStack>
      ) : null}
      {categories.length === 0 ? (
        <Text color="fg.muted" fontSize="sm" py="6" textAlign="center">
          暂无数据
        </Text>
      ) : (
        // A group, not an image: its bars are links.
        <svg
          role="group"
          aria-label={title}
          viewBox={`0 0 ${width} ${height}`}
          width="100%"
          style={{ maxWidth: width, display: 'block' }}
        >
          <Group left={margin.left} top={margin.top}>
            {categories.map((c, i) => {
              const bars = series.map((s, j) => {
                const shown = text(c, s);
                const value = Number(shown) || 0;
                const top = Math.min(y(value), zero);
                const barHeight = Math.max(Math.abs(zero - y(value)), value === 0 ? 0 : 1);
                const left = inner(s.key) ?? 0;
                const name = grouped ? `${c.label} ${s.name}` : c.label;
                return (
                  <g key={s.key}>
                    <Bar
                      x={left}
                      y={top}
                      width={inner.bandwidth()}
                      height={barHeight}
                      fill={colourOf(c, s, i, j, value)}
                      rx={2}
                    >
                      <title>{`${name}：${exact(shown)}`}</title>
                    </Bar>
                    {valueLabels ? (
                      <text
                        x={left + inner.bandwidth() / 2}
                        // Above the bar, or above the zero line a loss hangs from: clear of the axis.
                        y={top - 4}
                        textAnchor="middle"
                        fontSize={grouped ? 9 : 11}
                        fill="currentColor"
                      >
                        {format(shown)}
                      </text>
                    ) : null}
                  </g>
                );
              });
              const label = `${c.label} ${series.map((s) => format(text(c, s))).join(' ')}`;
              return (
                <Group key={c.key} left={(x(c.key) ?? 0) + groupOffset}>
                  {c.href ? (
                    <Linked href={c.href} label={label} chartKey={c.key}>
                      {bars}
                    </Linked>
                  ) : (
                    <g aria-label={label} data-chart-key={c.key}>
                      {bars}
                    </g>
                  )}
                </Group>
              );
            })}
            {low < 0 ? <line x1={0} x2={innerWidth} y1={zero} y2={zero} stroke="#9ca3af" /> : null}
            {axisFormat ? (
              <AxisLeft
                scale={y}
                numTicks={5}
                tickFormat={(v) => axisFormat(Number(v))}
                stroke="#cbd5e0"
                tickStroke="#cbd5e0"
                tickLabelProps={{ fontSize: 10, fill: '#4a5568', textAnchor: 'end', dx: -2 }}
              />
            ) : null}
            <AxisBottom
              top={innerHeight}
              scale={x}
              tickFormat={(key) => shortLabel(labels.get(key) ?? key)}
              stroke="#9ca3af"
              tickStroke="#9ca3af"
              hideTicks={!axisFormat}
              tickLabelProps={
                slanted
                  ? { fontSize: 11, fill: '#4a5568', textAnchor: 'end', angle: -SLANT, dy: -2 }
                  : { fontSize: 11, fill: '#4a5568', textAnchor: 'middle' }
              }
            />
          </Group>
        </svg>
      )}
    </Box>
  );
}
