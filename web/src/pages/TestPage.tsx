import { Box, Code, Heading, Stack, Text } from '@chakra-ui/react';
import { getToken } from '../app/session.ts';

/** The spec's test page: shows that the client runs and whether a session is stored. */
export default function TestPage() {
  return (
    <Box p="8">
      <Stack gap="2">
        <Heading size="md">测试页</Heading>
        <Text>客户端运行正常。</Text>
        <Text>
          登录状态：<Code>{getToken() ? '已登录' : '未登录'}</Code>
        </Text>
        <Text color="fg.muted">构建模式：{import.meta.env.MODE}</Text>
      </Stack>
    </Box>
  );
}
