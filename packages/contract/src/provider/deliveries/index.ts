/** The provider API, deliveries: parked notices listed and retried, and the webhook body (issue 29). */
export * from './schemas.js';
export * from './endpoints.js';
