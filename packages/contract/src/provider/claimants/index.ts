/** The provider API, claimants: a claimant read and updated by their external reference (issue 5). */
export * from './schemas.js';
export * from './endpoints.js';
