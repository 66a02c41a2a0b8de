/** The provider API, tasks: the provider's requests of a claimant (issue 32 "Things to do"). */
export * from './schemas.js';
export * from './endpoints.js';
