import { useEffect, useState } from 'react';

/**
 * The value as of the last commit. The router renders navigations (back and forward through
 * searches) in a transition, which React interrupts to re-render the page as it stands whenever
 * an answer arrives; Apollo's useQuery applies new variables while rendering, so a query reading
 * the address bar directly switched its variables back and forth between the two renders and
 * sent a request on each switch (filtered, unfiltered, filtered …), and could settle on either.
 * Reading the committed value, the query sees each search once, after the navigation has landed.
 */
export function useCommitted(value: string): string {
  const [committed, setCommitted] = useState(value);
  useEffect(() => {
    setCommitted(value);
  }, [value]);
  return committed;
}
