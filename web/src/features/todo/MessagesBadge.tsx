import { useQuery } from '@apollo/client/react';
import { Box, IconButton } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { UnreadMessageCountDocument } from '../../__generated__/graphql.ts';
import { BellIcon } from '../../components/icons.tsx';

/** How often the top bar asks for the unread count while a page stays open. */
const POLL_MS = 60_000;

/** The top bar's bell: the unread message count, a way to the messages. */
export function MessagesBadge() {
  const navigate = useNavigate();
  const { data } = useQuery(UnreadMessageCountDocument, {
    pollInterval: POLL_MS,
    fetchPolicy: 'cache-and-network',
    // A failure here must not toast on every page: the badge just stays as it was.
    context: { skipErrorToast: true },
  });
  const unread = data?.unreadMessageCount ?? 0;
  return (
    <Box position="relative">
      <IconButton
        variant="ghost"
        aria-label={unread > 0 ? `消息，${unread} 条未读` : '消息'}
        onClick={() => void navigate('/todo/message')}
      >
        <BellIcon />
      </IconButton>
      {unread > 0 ? (
        <Box
          data-testid="unread-count"
          position="absolute"
          top="0.5"
          right="0.5"
          minW="4"
          h="4"
          px="1"
          rounded="full"
          bg="red.500"
          color="white"
          fontSize="10px"
          fontWeight="semibold"
          lineHeight="16px"
          textAlign="center"
          pointerEvents="none"
        >
          {unread > 99 ? '99+' : unread}
        </Box>
      ) : null}
    </Box>
  );
}
