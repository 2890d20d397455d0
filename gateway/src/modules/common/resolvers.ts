import type { Resolvers } from '../../__generated__/resolvers-types.ts';
import { DateScalar, DateTimeScalar, DecimalScalar } from './scalars.ts';

export const resolvers: Resolvers = {
  Date: DateScalar,
  DateTime: DateTimeScalar,
  Decimal: DecimalScalar,
  Query: {
    ping: () => true,
  },
  Mutation: {
    noop: () => true,
  },
};
