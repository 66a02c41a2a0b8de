// Sign-in as other modules use it (issue 31): whether a device must be verified.
export { isVerificationNeeded } from './device-verification.js';
