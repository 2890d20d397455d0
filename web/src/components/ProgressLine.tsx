import { Box, HStack, Text } from '@chakra-ui/react';

export interface ProgressLineProps {
  /** Accessible name of the line (导出进度, 批量处理进度). */
  label: string;
  /** Percent done, or null while the share is unknown (a pulsing bar). */
  share: number | null;
  text: string;
  size?: 'sm' | 'md';
}

/**
 * How far a long task has come: a bar and a line of text. A plain bar, not Chakra's Progress: the
 * order pages share the modules that show it and stay small.
 */
export function ProgressLine({ label, share, text, size = 'sm' }: ProgressLineProps) {
  return (
    <Box role="status" aria-label={label}>
      <HStack gap="3" maxW={size === 'sm' ? 'md' : undefined}>
        <Box
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={share ?? undefined}
          flex="1"
          height={size === 'sm' ? '1.5' : '2'}
          rounded="full"
          bg="bg.emphasized"
          overflow="hidden"
        >
          <Box
            height="full"
            bg="colorPalette.solid"
            width={share === null ? '40%' : `${share}%`}
            animation={share === null ? 'pulse' : undefined}
            transition="width 0.2s"
          />
        </Box>
        <Text fontSize={size === 'sm' ? 'xs' : 'sm'} color="fg.muted" whiteSpace="nowrap">
          {text}
        </Text>
      </HStack>
    </Box>
  );
}
