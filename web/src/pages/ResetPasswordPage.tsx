import { Box } from '@chakra-ui/react';

/** An empty placeholder, as the spec keeps it: passwords are reset by administrators. */
export default function ResetPasswordPage() {
  return <Box minH="100vh" data-page="resetpassword" />;
}
