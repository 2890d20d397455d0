import { useSyncExternalStore } from 'react';

export type SessionExpiredReason = 'UNAUTHENTICATED' | 'SESSION_TAKEN_OVER';

// Module-level so that many failing requests at once open one dialog, shown until confirmed.
let current: SessionExpiredReason | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function openSessionExpired(reason: SessionExpiredReason): void {
  if (current !== null) return;
  current = reason;
  notify();
}

export function confirmSessionExpired(): void {
  current = null;
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSessionExpired(): SessionExpiredReason | null {
  return useSyncExternalStore(subscribe, currentSessionExpired);
}

export function currentSessionExpired(): SessionExpiredReason | null {
  return current;
}
