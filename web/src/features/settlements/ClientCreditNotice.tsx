import { useQuery } from '@apollo/client/react';
import { ClientCreditWarningsDocument } from '../../__generated__/graphql.ts';
import { CreditWarnings } from './CreditWarnings.tsx';
import { useBackendFeatures } from '../../app/backendFeatures.ts';

/**
 * The chosen client's credit warnings (over its limit, overdue lines, orders stopped) on an order
 * form, before the order is saved; nothing while no client is chosen or all is well.
 */
export function ClientCreditNotice({ clientId }: { clientId: string | null }) {
  // Optional beside the form: a back end without credit control (legacy mode) is not asked.
  const features = useBackendFeatures();
  const noCredit = features.loading || features.unavailable('creditControl');
  const { data } = useQuery(ClientCreditWarningsDocument, {
    variables: { clientId: clientId ?? '' },
    skip: !clientId || noCredit,
    fetchPolicy: 'cache-and-network',
  });
  if (!clientId || noCredit) return null;
  return <CreditWarnings credit={data?.clientCredit ?? null} />;
}
