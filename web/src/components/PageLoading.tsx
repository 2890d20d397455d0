import { Box, Skeleton, Stack } from '@chakra-ui/react';

/** The first-load skeleton while a page's code or data arrives. */
export function PageLoading() {
  return (
    <Box p="4" role="status" aria-busy="true" aria-label="加载中">
      <Stack gap="3">
        <Skeleton height="8" width="40%" />
        <Skeleton height="5" />
        <Skeleton height="5" />
        <Skeleton height="5" width="80%" />
      </Stack>
    </Box>
  );
}
