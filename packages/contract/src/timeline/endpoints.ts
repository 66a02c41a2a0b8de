import { p2 } from '../shared/call-table.js';
import * as timeline from './schemas.js';

// Ours (issue 32): What's happening.
export const getTimeline = p2.post(
  timeline.getTimelineRequestSchema,
  timeline.getTimelineResponseSchema,
  'getTimeline',
  '/api/timeline/gettimeline',
  'claim',
  "List the selected claim's timeline, newest first, ten at a time",
);
