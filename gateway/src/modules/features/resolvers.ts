// The features the back end has (rest/features.ts), for the web client to hide or explain the
// ones it lacks. Answered from what the gateway detected: no call per request.
import type {
  BackendFeature as BackendFeatureEnum,
  Resolvers,
} from '../../__generated__/resolvers-types.ts';
import { featureEnumName, type BackendFeature } from '../../../../model/features.ts';

/** workspaceFigures → WORKSPACE_FIGURES. */
export function featureEnum(feature: BackendFeature): BackendFeatureEnum {
  return featureEnumName(feature) as BackendFeatureEnum;
}

export const resolvers: Resolvers = {
  Query: {
    backendFeatures: async (_parent, _args, ctx) =>
      (await ctx.rest.features()).map((state) => ({
        feature: featureEnum(state.feature),
        name: state.name,
        available: state.available,
      })),
  },
};
