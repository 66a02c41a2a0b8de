/** The provider API, messages: messages the provider sends to a claimant's inbox (issue 5). */
export * from './schemas.js';
export * from './endpoints.js';
