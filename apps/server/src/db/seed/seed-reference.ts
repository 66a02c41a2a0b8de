import { importAddresses } from '../importers/addresses.js';
import { importBsbDirectory } from '../importers/bsb-directory.js';
import { demoContent } from './demo-content.js';
import { demoServices } from './demo-services.js';
import { demoSurveyQuestions, surveyAnswersJson } from './demo-survey.js';
import { demoLists, type DemoListItem } from './reference-lists.js';
import { loadSampleAddressRows, loadSampleBsbRows } from './sample-files.js';
import { fillBranding, type SeedContext } from './seed-context.js';

/** Dropdown lists, services, content items and survey questions. No maintenance message is active. */
export async function seedReferenceData(ctx: SeedContext): Promise<void> {
  for (const [listType, items] of Object.entries(demoLists)) {
    const rows = flattenList(listType, items, null);
    await ctx.db.insertInto('dropdown_items').values(rows).execute();
  }

  await ctx.db
    .insertInto('services')
    .values(
      demoServices.map((service, i) => ({
        id: service.id,
        name: service.name,
        content_html: fillBranding(service.html, ctx.branding),
        excess_applies: service.excessApplies ? 1 : 0,
        icon: service.icon,
        approved: service.approved ? 1 : 0,
        position: i + 1,
      })),
    )
    .execute();

  const updatedAt = ctx.now.toISOString();
  for (const [name, entries] of Object.entries(demoContent)) {
    await ctx.db
      .insertInto('content_items')
      .values(
        entries.map((html, position) => ({
          name,
          position,
          html: fillBranding(html, ctx.branding),
          updated_at: updatedAt,
        })),
      )
      .execute();
  }

  await ctx.db
    .insertInto('survey_questions')
    .values(
      demoSurveyQuestions.map((q, i) => ({
        id: q.id,
        position: i + 1,
        question_html: q.html,
        answers: surveyAnswersJson(q.answers),
      })),
    )
    .execute();
}

/** The BSB and address samples, only where no directory or index has been imported already. */
export async function seedSampleDirectories(
  ctx: SeedContext,
  handle: Parameters<typeof importBsbDirectory>[0],
): Promise<void> {
  const hasBsb = await ctx.db.selectFrom('bsb_directory').select('bsb').limit(1).executeTakeFirst();
  if (!hasBsb) await importBsbDirectory({ ...handle, db: ctx.db }, await loadSampleBsbRows());
  const hasAddress = await ctx.db.selectFrom('addresses').select('id').limit(1).executeTakeFirst();
  if (!hasAddress) await importAddresses({ ...handle, db: ctx.db }, await loadSampleAddressRows());
}

function flattenList(listType: string, items: readonly DemoListItem[], parentId: number | null) {
  const rows: {
    list_type: string;
    item_id: number;
    element_number: number;
    item: string;
    parent_id: number | null;
    position: number;
  }[] = [];
  items.forEach((entry, i) => {
    rows.push({
      list_type: listType,
      item_id: entry.id,
      element_number: i + 1,
      item: entry.item,
      parent_id: parentId,
      position: 0,
    });
    rows.push(...flattenList(listType, entry.children ?? [], entry.id));
  });
  // position orders the whole list (parents before their children); element_number orders siblings.
  return parentId === null ? rows.map((row, i) => ({ ...row, position: i + 1 })) : rows;
}
