import { p1, A } from '../shared/call-table.js';
import * as registration from './schemas.js';

// Part 1: registration.

export const createAccount = p1.post(
  registration.createAccountRequestSchema,
  registration.createAccountResponseSchema,
  'createAccount',
  `${A}/createaccount`,
  'public',
  'Register an account',
);
