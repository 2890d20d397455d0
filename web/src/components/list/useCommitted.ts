import { useEffect, useState } from 'react';

/**
 * The value as of the last commit. The router renders a navigation (a search written to the
 * address bar) in a transition, which React may interrupt to re-render the page as it stands; a
 * query that read the address bar directly would switch its variables back and forth between
 * the two renders and send a request on each switch. Reading the committed value, the query
 * sees each search once, after the navigation has landed.
 */
export function useCommitted(value: string): string {
  const [committed, setCommitted] = useState(value);
  useEffect(() => {
    setCommitted(value);
  }, [value]);
  return committed;
}
