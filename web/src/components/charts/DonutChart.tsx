// A donut in SVG (visx): one slice per datum, each a link to the list it counts, with a legend of
// labels and values beside it and the total in the middle.
import { Group } from '@visx/group';
import { Pie } from '@visx/shape';
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { chartColours, followInApp } from './chartLink.ts';
import type { ChartDatum } from './chartLink.ts';

export interface DonutChartProps {
  title: string;
  data: readonly ChartDatum[];
  /** The text in the hole (the total, formatted). */
  centre?: string;
  size?: number;
}

export function DonutChart({ title, data, centre, size = 160 }: DonutChartProps) {
  const navigate = useNavigate();
  const radius = size / 2;
  const drawn = data.filter((d) => d.value > 0);
  const colourOf = (d: ChartDatum, i: number) =>
    d.colour ?? chartColours[i % chartColours.length] ?? '#2563eb';
  return (
    <HStack gap="4" align="center" wrap="wrap">
      {/* A group, not an image: its slices are links. */}
      <svg role="group" aria-label={title} width={size} height={size}>
        <Group top={radius} left={radius}>
          {drawn.length === 0 ? (
            <circle r={radius - 12} fill="none" stroke="#e5e7eb" strokeWidth={24} />
          ) : (
            <Pie
              data={[...drawn]}
              pieValue={(d) => d.value}
              outerRadius={radius}
              innerRadius={radius - 24}
              padAngle={0.01}
              pieSort={null}
              pieSortValues={null}
            >
              {(pie) =>
                pie.arcs.map((arc) => {
                  const d = arc.data;
                  const path = pie.path(arc) ?? '';
                  const fill = colourOf(d, data.indexOf(d));
                  return d.href ? (
                    <a
                      key={d.key}
                      href={d.href}
                      aria-label={`${d.label} ${d.display ?? d.value}`}
                      onClick={followInApp(navigate, d.href)}
                    >
                      <path d={path} fill={fill} />
                    </a>
                  ) : (
                    <path key={d.key} d={path} fill={fill} />
                  );
                })
              }
            </Pie>
          )}
          {centre ? (
            <text
              textAnchor="middle"
              dy="0.35em"
              fontSize={14}
              fontWeight={600}
              fill="currentColor"
            >
              {centre}
            </text>
          ) : null}
        </Group>
      </svg>
      <Stack gap="1" as="ul" listStyleType="none" aria-label={`${title}图例`}>
        {data.map((d, i) => (
          <HStack as="li" key={d.key} gap="2" fontSize="sm">
            <Box w="3" h="3" rounded="sm" bg={colourOf(d, i)} flexShrink={0} />
            {d.href ? (
              <RouterLink to={d.href}>
                <Text as="span">{d.label}</Text>
              </RouterLink>
            ) : (
              <Text as="span">{d.label}</Text>
            )}
            <Text as="span" fontWeight="semibold" data-chart-value={d.key}>
              {d.display ?? d.value}
            </Text>
          </HStack>
        ))}
      </Stack>
    </HStack>
  );
}
