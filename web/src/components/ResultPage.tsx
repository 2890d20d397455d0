import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface ResultPageProps {
  code: ReactNode;
  title: string;
  description?: ReactNode;
  /** Show the 返回首页 button. */
  homeLink?: boolean;
}

/** The centred status pages: 403, 404, 建设中. */
export function ResultPage({ code, title, description, homeLink = true }: ResultPageProps) {
  return (
    <Box py="16" px="4" textAlign="center">
      <Stack gap="3" align="center">
        <Text fontSize="5xl" fontWeight="bold" color="colorPalette.600" lineHeight="1">
          {code}
        </Text>
        <Heading size="md">{title}</Heading>
        {description ? <Text color="fg.muted">{description}</Text> : null}
        {homeLink ? (
          <Button asChild mt="2">
            <RouterLink to="/">返回首页</RouterLink>
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}
