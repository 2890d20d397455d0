// The endpoint table lives in model/ (rest reads it too: REST_PATHS=specification); the gateway's
// code names it here.
export * from '../../../model/endpoints.ts';
