// Optimistic concurrency: a change of a stored record names the version it was read at, which
// rest checks (409 CONFLICT when the record moved on). GraphQL's `expectedVersion` goes to rest as
// the body's `expectedVersion`.

/** The body fields naming the version a mutation's `expectedVersion` argument holds. */
export function versionOf(args: { expectedVersion?: number | null }): {
  expectedVersion?: number;
} {
  return typeof args.expectedVersion === 'number' ? { expectedVersion: args.expectedVersion } : {};
}
