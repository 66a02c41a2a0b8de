/** The provider API, payments: payments on a claim (issue 32 "Payments"). */
export * from './schemas.js';
export * from './endpoints.js';
