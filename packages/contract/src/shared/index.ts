/**
 * Shared by every domain: the endpoint helper, common schema pieces, the error catalogue, limits,
 * branding, served pages and the text, date, file and identity primitives.
 */
export * from './endpoint.js';
export * from './errors.js';
export * from './limits.js';
export * from './branding.js';
export * from './served-pages.js';
export * from './common-schemas.js';
export * from './amounts.js';
export * from './dates.js';
export * from './text.js';
export * from './identity.js';
export * from './files.js';
