import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { LogoutDocument } from '../../__generated__/graphql.ts';
import { clearSession } from '../../app/session.ts';

/** 退出登录: end the session on the server, then forget it here whatever the server said. */
export function useLogout() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [mutate, { loading }] = useMutation(LogoutDocument, { context: { skipErrorToast: true } });
  const logout = useCallback(async () => {
    try {
      await mutate();
    } catch {
      // An already-ended session cannot be ended twice; leaving locally is what the user asked for.
    }
    clearSession();
    await client.clearStore();
    await navigate('/user/login', { replace: true });
  }, [client, mutate, navigate]);
  return { logout, loggingOut: loading };
}
