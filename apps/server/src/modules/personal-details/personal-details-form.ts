import {
  type UpdatePersonalDetailsRequest,
  createPersonalDetailsFormSchema,
  isOtherItem,
  messages,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { findListItem } from '../dropdown/dropdown.service.js';

/** What a personal-details change request records (submissions.data). */
export interface PersonalDetailsRequestData {
  Title: string;
  FirstName: string;
  MiddleNames: string;
  Surname: string;
  DateOfBirth: string;
  Reason: { Id: number; Item: string };
  OtherReason: string;
}

/**
 * The personal-details form's rules are the contract's (spec part 1 §5), checked again on the server:
 * the title is one of the Titles list, the reason an UpdatePersonalReason item, "Other" needs its text.
 * The first broken rule answers 225 invalidRequest (101) with the contract's message.
 */
export async function parsePersonalDetailsRequest(
  db: Kysely<Database>,
  body: UpdatePersonalDetailsRequest,
  now: Date,
): Promise<PersonalDetailsRequestData> {
  const title = await findListItem(db, 'Titles', { item: body.Title });
  if (!title) throw new AppError('invalidRequest', { message: messages.fields.name.title });
  const reasonItem = await findListItem(db, 'UpdatePersonalReason', { id: body.Reason });
  const result = createPersonalDetailsFormSchema({ today: () => now }).safeParse({
    ...body,
    Reason: reasonItem ? { Id: reasonItem.item_id, Item: reasonItem.item } : null,
  });
  if (!result.success) {
    throw new AppError('invalidRequest', { message: result.error.issues[0]?.message });
  }
  const form = result.data;
  // safeParse succeeded, so a reason was chosen (the rule refuses a missing one).
  const reason = form.Reason ?? { Id: body.Reason, Item: '' };
  return {
    Title: title.item,
    FirstName: form.FirstName,
    MiddleNames: form.MiddleNames ?? '',
    Surname: form.Surname,
    DateOfBirth: form.DateOfBirth,
    Reason: { Id: reason.Id, Item: reason.Item },
    // The free text belongs to "Other" only (part 1 §5).
    OtherReason: isOtherItem(reason) ? (form.OtherReason ?? '') : '',
  };
}
