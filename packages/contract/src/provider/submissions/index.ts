/** The provider API, submissions: what claimants sent, their files, receipt and payment (issue 5). */
export * from './schemas.js';
export * from './endpoints.js';
