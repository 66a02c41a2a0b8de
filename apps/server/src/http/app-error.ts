// The error type lives in lib/ so that helpers below the call envelope (date ranges, the password
// rule) can throw it; the envelope's code keeps importing it from here.
export { AppError, isAppError } from '../lib/app-error.js';
