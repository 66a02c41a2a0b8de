import { readFile } from 'node:fs/promises';
import { setSurveyOutroBodySchema, setSurveyQuestionsBodySchema } from '@portal/contract';
import { z } from 'zod/mini';
import { recordAudit } from '../../modules/audit/audit.service.js';
import { setSurveyOutro, setSurveyQuestions } from '../../modules/survey/survey-provider.service.js';
import { UsageError, checkOptions, expectPositional } from '../cli-args.js';
import type { ProviderCommand } from './command.js';
import { withAppErrors } from './report-app-error.js';

/** The file: what PUT /provider/v1/survey/questions takes, plus the outro if it is to change too. */
const surveyFileSchema = z.extend(setSurveyQuestionsBodySchema, {
  OutroHtml: z.optional(setSurveyOutroBodySchema.shape.OutroHtml),
});

async function readSurveyFile(path: string): Promise<z.output<typeof surveyFileSchema>> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw new UsageError(`${path} is not a JSON file: ${(error as Error).message}`);
  }
  const parsed = surveyFileSchema.safeParse(json);
  if (!parsed.success) {
    throw new UsageError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'file'}: ${issue.message}`).join('; '),
    );
  }
  return parsed.data;
}

/** Replaces the survey's questions (and its outro) from a JSON file (issue 14), as the API does. */
export const setSurveyQuestionsCommand: ProviderCommand = {
  name: 'set-survey-questions',
  usage: '<json file>',
  summary:
    'Replace the self-assessment questions with those of the file, in order: { "Questions": [ { ' +
    '"QuestionId", "QuestionHtml", "Answers": [ { "Label", "Value" } ] } ], "OutroHtml"? }. Questions ' +
    'left out are retired (their past answers kept); HTML is sanitised; with OutroHtml the outro is ' +
    'replaced too.',
  async run(args, context) {
    checkOptions(args, []);
    const [file = ''] = expectPositional(args, ['<json file>']);
    const survey = await readSurveyFile(context.resolvePath(file));
    const { db } = await context.database();
    return withAppErrors(context, 'set-survey-questions', async () => {
      const now = new Date();
      let result = await setSurveyQuestions(db, survey.Questions);
      if (survey.OutroHtml !== undefined) result = await setSurveyOutro(db, survey.OutroHtml, now);
      await recordAudit(
        db,
        {
          action: 'survey.questionsReplaced',
          actorKind: 'system',
          actorId: 'cli',
          details: {
            questions: result.Questions.map((q) => q.QuestionId),
            outro: survey.OutroHtml !== undefined,
          },
        },
        now,
      );
      for (const q of result.Questions) context.print(`${q.QuestionId}  ${q.Answers.length} answers`);
      context.print(
        `The survey asks ${result.Questions.length} questions` +
          `${survey.OutroHtml === undefined ? '' : '; the outro was replaced'}.`,
      );
      return 0;
    });
  },
};
