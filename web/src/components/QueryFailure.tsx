import { ResultPage } from './ResultPage.tsx';
import { errorCodes } from '../app/graphqlErrors.ts';
import { forbiddenText } from '../app/apollo.ts';

/** True when the server refused the call because the user's roles lack its page. */
export function isForbidden(error: unknown): boolean {
  return errorCodes(error).includes('FORBIDDEN');
}

/** The 403 result a page shows in place of its content when its query was refused. */
export function ForbiddenResult() {
  return <ResultPage code="403" title={forbiddenText} />;
}
