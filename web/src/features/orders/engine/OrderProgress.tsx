import { Box, Flex, HStack, Text } from '@chakra-ui/react';

export interface NodeProgress {
  code: string;
  name: string;
  index: number;
  done: boolean;
  current: boolean;
  /** The operator (操作人员) assigned to this node of the order, if any. */
  operatorName?: string | null;
}

/**
 * The node progress bar: done nodes ticked (the current one too), the order's step highlighted,
 * nodes with a late milestone in red, and under a node its assigned operator.
 */
export function OrderProgress({
  nodes,
  late,
}: {
  nodes: readonly NodeProgress[];
  late?: ReadonlyMap<string, { short: string; detail: string }>;
}) {
  if (nodes.length === 0) return null;
  return (
    <Flex
      as="ol"
      aria-label="节点进度"
      gap="1"
      wrap="wrap"
      listStyleType="none"
      borderWidth="1px"
      rounded="md"
      px="3"
      py="2"
      bg="bg.panel"
    >
      {nodes.map((node, i) => {
        const overdue = late?.get(node.code);
        const colour = overdue
          ? 'red.600'
          : node.current
            ? 'colorPalette.solid'
            : node.done
              ? 'green.600'
              : 'gray.300';
        return (
          <HStack
            as="li"
            key={node.code}
            gap="1.5"
            flex="1"
            minW="90px"
            aria-current={node.current ? 'step' : undefined}
            data-state={node.done ? 'done' : 'open'}
            data-late={overdue ? 'true' : undefined}
            title={overdue?.detail}
          >
            <Box
              w="5"
              h="5"
              rounded="full"
              bg={colour}
              color="white"
              fontSize="xs"
              display="flex"
              alignItems="center"
              justifyContent="center"
              flexShrink={0}
            >
              {node.done ? '✓' : i + 1}
            </Box>
            <Text
              fontSize="sm"
              fontWeight={node.current ? 'semibold' : 'normal'}
              color={node.current || node.done ? 'fg' : 'fg.muted'}
              whiteSpace="nowrap"
            >
              {node.name}
            </Text>
            {node.operatorName ? (
              <Text
                fontSize="xs"
                color="fg.muted"
                whiteSpace="nowrap"
                title={`${node.name}操作人员`}
                data-part="operator"
              >
                {node.operatorName}
              </Text>
            ) : null}
            {overdue ? (
              <Text fontSize="xs" color="red.600" whiteSpace="nowrap">
                {overdue.short}
              </Text>
            ) : null}
            {i < nodes.length - 1 ? (
              <Box flex="1" h="1px" bg={node.done ? 'green.600' : 'border'} minW="3" />
            ) : null}
          </HStack>
        );
      })}
    </Flex>
  );
}
