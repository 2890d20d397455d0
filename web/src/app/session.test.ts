// The web client never keeps a reporting tool's API token as its session.
import { afterEach, describe, expect, it } from 'vitest';
import { API_TOKEN_PREFIX } from '../../../model/apiTokens.ts';
import { getToken, setToken, storageKeys } from './session.ts';

const apiToken = `${API_TOKEN_PREFIX}${'x'.repeat(43)}`;

afterEach(() => localStorage.clear());

describe('the session token', () => {
  it('keeps a session token', () => {
    setToken('session-token-0123456789');
    expect(getToken()).toBe('session-token-0123456789');
  });

  it('refuses to keep an API token', () => {
    expect(() => setToken(apiToken)).toThrow('API 令牌不能用于登录网页界面');
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
  });

  it('does not take an API token found in storage for a session', () => {
    localStorage.setItem(storageKeys.token, apiToken);
    expect(getToken()).toBeNull();
  });
});
