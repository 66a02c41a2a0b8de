/** The provider API, events: the provider's entries on a claim's timeline (issue 32 "What's happening"). */
export * from './schemas.js';
export * from './endpoints.js';
