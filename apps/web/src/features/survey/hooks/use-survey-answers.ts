import { useCallback, useRef, useState } from 'react';
import { areAllQuestionsAnswered, type SurveyDraft } from '@portal/contract';
import { updateNidAssessment } from '../api/update-nid-assessment';

/** Question id -> the chosen answer's Value ('' when unanswered). */
export type AnswerValues = Readonly<Record<string, string>>;

function valuesOf(draft: SurveyDraft): AnswerValues {
  return Object.fromEntries(draft.Questions.map((q) => [q.QuestionId, q.CurrentAnswer?.Value ?? '']));
}

/**
 * The survey's answers, each change saved at once as a draft (spec part 2 §2, §4). Saves run one after
 * another, so two quick changes of one question reach the server in the order made, and `settled`
 * lets Submit wait until the last one is in (a submit overtaking a save would be refused as incomplete).
 */
export function useSurveyAnswers(draft: SurveyDraft, onSaveFailed: (failure: unknown) => void) {
  const [values, setValues] = useState<AnswerValues>(() => valuesOf(draft));
  const queue = useRef<Promise<void>>(Promise.resolve());

  const choose = useCallback(
    (questionId: string, value: string) => {
      setValues((current) => ({ ...current, [questionId]: value }));
      const question = draft.Questions.find((q) => q.QuestionId === questionId);
      const answer = question?.Answers.find((a) => a.Value === value) ?? null;
      queue.current = queue.current.then(() =>
        updateNidAssessment({
          FormID: draft.FormID,
          AcceptedTerms: true,
          Questions: [{ QuestionId: questionId, CurrentAnswer: answer }],
        }).then(
          () => undefined,
          (failure: unknown) => onSaveFailed(failure),
        ),
      );
    },
    [draft, onSaveFailed],
  );

  const isComplete = areAllQuestionsAnswered(
    draft.Questions.map((q) => ({
      Answers: q.Answers,
      CurrentAnswer: values[q.QuestionId] ? { Value: values[q.QuestionId] ?? '' } : null,
    })),
  );

  return { values, choose, isComplete, settled: () => queue.current };
}
