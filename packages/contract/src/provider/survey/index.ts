/** The provider API, survey: the self-assessment questions, outro and results (issue 5). */
export * from './schemas.js';
export * from './endpoints.js';
