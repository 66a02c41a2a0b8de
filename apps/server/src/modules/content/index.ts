// Content as other modules use it (issue 31): the stored entries (the survey's texts).
export { findContentEntries } from './content.repository.js';
