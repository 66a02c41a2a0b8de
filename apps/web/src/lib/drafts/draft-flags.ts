import {
  clearPreservedValues,
  readPreservedValues,
  writePreservedValues,
} from '../use-preserved-form-values';

/**
 * The form-saved and saved-files flags as a draft form left them (draft-session.ts), in session
 * storage for the screen it went to (the forms hub's "Draft - edited" and its toast).
 */

const FLAGS_SUFFIX = '.flags';

export interface DraftFlags {
  isFormSaved: boolean;
  hasSavedFiles: boolean;
  hasServerDraft: boolean;
}

export function readDraftFlags(formKey: string, scope: string): DraftFlags | null {
  const kept = readPreservedValues(formKey + FLAGS_SUFFIX, scope);
  if (!kept) return null;
  return {
    isFormSaved: kept.isFormSaved === true,
    hasSavedFiles: kept.hasSavedFiles === true,
    hasServerDraft: kept.hasServerDraft === true,
  };
}

export function writeDraftFlags(formKey: string, scope: string, flags: DraftFlags): void {
  const { isFormSaved, hasSavedFiles, hasServerDraft } = flags;
  writePreservedValues(formKey + FLAGS_SUFFIX, { isFormSaved, hasSavedFiles, hasServerDraft }, { scope });
}

export function clearDraftFlags(formKey: string): void {
  clearPreservedValues(formKey + FLAGS_SUFFIX);
}
