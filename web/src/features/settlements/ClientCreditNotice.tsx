import { useQuery } from '@apollo/client/react';
import { ClientCreditWarningsDocument } from '../../__generated__/graphql.ts';
import { CreditWarnings } from './CreditWarnings.tsx';

/**
 * The chosen client's credit warnings (over its limit, overdue lines, orders stopped) on an order
 * form, before the order is saved; nothing while no client is chosen or all is well.
 */
export function ClientCreditNotice({ clientId }: { clientId: string | null }) {
  const { data } = useQuery(ClientCreditWarningsDocument, {
    variables: { clientId: clientId ?? '' },
    skip: !clientId,
    fetchPolicy: 'cache-and-network',
  });
  if (!clientId) return null;
  return <CreditWarnings credit={data?.clientCredit ?? null} />;
}
