import { Box } from '@chakra-ui/react';

/** An empty placeholder, as the spec keeps it: accounts are created by administrators. */
export default function RegisterPage() {
  return <Box minH="100vh" data-page="register" />;
}
