// Where the client's calls go and how long one may take: read by the GraphQL client, by the reads
// a page sends before the client has loaded (earlyReads.ts), and by the error texts.

/** The address every operation goes to; a transport failure is titled with it (spec 1, section 8). */
export const graphqlAddress = '/graphql';

/** The request time-out of the spec (section 9). */
export const requestTimeoutMs = 30_000;
