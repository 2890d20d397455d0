// Which of this project's additions the back end has, as the gateway detected (legacy mode: the
// company's own back end lacks them). Read once per page load and shared through Apollo's cache;
// until it has come, everything counts as available, so the full product draws as before.
import type { ApolloClient, DefaultContext } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { BackendFeaturesDocument } from '../__generated__/graphql.ts';
import { featureEnumName, type BackendFeature } from '../../../model/features.ts';

export interface BackendFeatureCheck {
  /** True once the back end is known to lack the feature. */
  unavailable: (feature: BackendFeature | undefined) => boolean;
  /** True while the features are still being asked for. */
  loading: boolean;
}

/** Sends the features' read ahead of the frame (framePrefetch.ts); the hook takes its answer. */
export function prefetchBackendFeatures(client: ApolloClient, context: DefaultContext): void {
  void client
    .query({ query: BackendFeaturesDocument, context: { ...context, skipErrorToast: true } })
    .catch(() => undefined);
}

export function useBackendFeatures(): BackendFeatureCheck {
  const { data, loading } = useQuery(BackendFeaturesDocument, {
    fetchPolicy: 'cache-first',
    context: { skipErrorToast: true },
  });
  const states = data?.backendFeatures;
  const unavailable = useCallback(
    (feature: BackendFeature | undefined) =>
      feature !== undefined &&
      (states ?? []).some((s) => s.feature === featureEnumName(feature) && !s.available),
    [states],
  );
  return { unavailable, loading };
}
