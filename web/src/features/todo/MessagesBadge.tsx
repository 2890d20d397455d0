import { useQuery } from '@apollo/client/react';
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
    // Plain elements styled by the theme (`.messages-badge`): the top bar is on every page.
    <div className="messages-badge">
      <button
        type="button"
        className="icon-button"
        aria-label={unread > 0 ? `消息，${unread} 条未读` : '消息'}
        onClick={() => void navigate('/todo/message')}
      >
        <BellIcon />
      </button>
      {unread > 0 ? <div data-testid="unread-count">{unread > 99 ? '99+' : unread}</div> : null}
    </div>
  );
}
