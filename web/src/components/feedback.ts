import { CombinedGraphQLErrors, LinkError } from '@apollo/client/errors';
import { errorMessages } from '../app/graphqlErrors.ts';
import { showError } from '../app/toaster.tsx';

/**
 * Toasts a failure unless the app's Apollo error link already did (every GraphQL or network
 * failure passes through it), so a failed call is reported exactly once.
 */
export function reportFailure(error: unknown): void {
  if (CombinedGraphQLErrors.is(error) || LinkError.is(error)) return;
  const messages = errorMessages(error);
  if (messages.length === 0) showError('操作失败，请稍后重试');
  for (const { message } of messages) showError(message);
}
