// How a failed call is shown, whichever way it travelled: the Apollo error link (every signed-in
// call) and the sign-in calls (sent without Apollo Client, so the login page stays small).
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import {
  failureTexts,
  interfaceFailureTitle,
  isCancelled,
  transportFailureText,
} from './errorText.ts';
import { errorReference } from './graphqlErrors.ts';
import { openSessionExpired } from './sessionExpired.ts';
import { showError, showWarning } from './toaster.tsx';

/** Sign-in operations: a 401 there is a wrong password or unknown account, not a lost session. */
export const signInOperations = new Set(['Captcha', 'CheckLogin', 'Login', 'Logout']);

export const forbiddenText = '抱歉，您无权访问此页面。';

/**
 * The spec's error catalogue, each failure once: a lost session opens the dialog, a refusal
 * warns once, a business failure toasts each distinct message, and a call that got no GraphQL
 * answer toasts "(address) 接口异常" with a Chinese reason, even for callers that show their own
 * errors (they cannot place it on a field).
 */
export function announceFailure(
  error: unknown,
  operationName: string,
  skipErrorToast: boolean | undefined,
): void {
  if (CombinedGraphQLErrors.is(error)) {
    const codes = error.errors.map((e) => e.extensions?.code);
    if (!signInOperations.has(operationName)) {
      if (codes.includes('SESSION_TAKEN_OVER')) return openSessionExpired('SESSION_TAKEN_OVER');
      if (codes.includes('UNAUTHENTICATED')) return openSessionExpired('UNAUTHENTICATED');
    }
    if (codes.includes('FORBIDDEN')) return showWarning(forbiddenText);
    if (skipErrorToast) return;
    const reference = errorReference(error);
    for (const text of failureTexts(error)) showError(text, undefined, undefined, reference);
    return;
  }
  if (isCancelled(error)) return;
  showError(interfaceFailureTitle, undefined, transportFailureText(error), errorReference(error));
}
