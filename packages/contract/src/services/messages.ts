import { screenTitles } from '../shell/screen-titles.js';

/** The services pages (spec part 2 §2 "Services"). */

export const servicesMessages = {
  title: screenTitles.services,
  excessNote: '* An excess applies', // ours
} as const;
