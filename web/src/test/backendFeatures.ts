import type { MockLink } from '@apollo/client/testing';
import { BackendFeaturesDocument } from '../__generated__/graphql.ts';
import {
  backendFeatureKeys,
  backendFeatures,
  featureEnumName,
  type BackendFeature,
} from '../../../model/features.ts';

/** The gateway's answer on a back end that lacks `missing` (every other feature there). */
export function backendWithout(...missing: BackendFeature[]): MockLink.MockedResponse {
  return {
    request: { query: BackendFeaturesDocument },
    maxUsageCount: 50,
    result: {
      data: {
        backendFeatures: backendFeatureKeys.map((f) => ({
          __typename: 'BackendFeatureState',
          feature: featureEnumName(f),
          name: backendFeatures[f],
          available: !missing.includes(f),
        })),
      },
    },
  };
}
