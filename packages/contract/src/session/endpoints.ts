import { p1, A } from '../shared/call-table.js';
import * as session from './schemas.js';

// Part 1: session.
export const login = p1.post(
  session.loginRequestSchema,
  session.loginResponseSchema,
  'login',
  `${A}/login`,
  'public',
  'Sign in',
);

export const logout = p1.post(
  session.logoutRequestSchema,
  session.logoutResponseSchema,
  'logout',
  `${A}/logout`,
  'public',
  'Sign out',
);
