/** The provider API, platform: maintenance messages, services and content items (issue 5). */
export * from './schemas.js';
export * from './endpoints.js';
