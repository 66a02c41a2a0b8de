// Things to do (issue 32) as other modules use it: a claimant's submission completes the request it
// names, in the submission's transaction.
export { type TaskCompletion, completeTaskBySubmission } from './tasks.service.js';
