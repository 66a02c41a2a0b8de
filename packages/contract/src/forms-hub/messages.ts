/**
 * The forms hub: the part-2 forms and their drafts (spec part 2).
 * Placeholders: {provider}, {phone} from branding; {n}, {from}, {to}, {total}, {date}, {time}.
 */
export const formsHubMessages = {
  sendDocuments: 'Send documents',
  authorityForm: 'Complete Authority form',
  draftEdited: 'Draft - edited {date}',
  draftSaved: 'A draft of the submit documents form has been saved', // ours (spec paraphrases it)
} as const;
