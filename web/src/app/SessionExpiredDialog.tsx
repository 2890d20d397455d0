import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { clearToken } from './session.ts';
import { confirmSessionExpired, useSessionExpired } from './sessionExpired.ts';

const texts = {
  UNAUTHENTICATED: '该账号已在其他地方登录或登录已失效，请重新登录',
  SESSION_TAKEN_OVER: '您的账号已在其他地方登录',
} as const;

/** The one lost-session dialog the error link opens; OK drops the token and goes to sign-in. */
export function SessionExpiredDialog() {
  const reason = useSessionExpired();
  const navigate = useNavigate();
  const client = useApolloClient();
  const confirm = () => {
    clearToken();
    confirmSessionExpired();
    void client.clearStore();
    void navigate('/user/login', { replace: true });
  };
  return (
    <ConfirmDialog open={reason !== null} title="登录提示" cancelText={null} onConfirm={confirm}>
      {reason ? texts[reason] : ''}
    </ConfirmDialog>
  );
}
