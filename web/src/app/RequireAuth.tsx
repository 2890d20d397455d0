import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { getToken } from './session.ts';

/** The spec checks only that a token is stored; the server's answers decide the rest. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (!getToken()) return <Navigate to="/user/login" replace state={{ from: location.pathname }} />;
  return children;
}
