import { Center, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

export const accountsByAdministratorText = '账号与密码由管理员统一管理，请联系管理员。';

/**
 * What /user/register and /user/resetpassword say: there is no self-service here, accounts and
 * passwords are the administrator's; and the way back to sign-in.
 */
export function AccountsByAdministrator({ title }: { title: string }) {
  return (
    <Center minH="100vh" bg="bg.subtle" px="4">
      <Stack
        as="main"
        gap="4"
        bg="bg"
        borderWidth="1px"
        rounded="md"
        p="8"
        maxW="md"
        width="full"
        textAlign="center"
      >
        <Heading as="h1" size="lg">
          {title}
        </Heading>
        <Text>{accountsByAdministratorText}</Text>
        <Link asChild colorPalette="blue" alignSelf="center" fontWeight="medium">
          <RouterLink to="/user/login">返回登录</RouterLink>
        </Link>
      </Stack>
    </Center>
  );
}
