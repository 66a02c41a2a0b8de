import DOMPurify from 'dompurify';
import { messages, type SurveyQuestion } from '@portal/contract';

export interface SurveyQuestionFieldProps {
  question: SurveyQuestion;
  /** The chosen answer's Value, '' for "Please Select". */
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** The question's select, which Submit focuses when the question is still unanswered. */
export const questionFieldId = (questionId: number | string) => `survey-question-${questionId}`;

/**
 * One question as a dropdown with "Please Select" and its answers (spec part 2 §2 "Survey"). The
 * question text is provider HTML: sanitised by the server and again here. It may hold paragraphs, which
 * a <label> may not, so it names the select through aria-labelledby.
 */
export function SurveyQuestionField({ question, value, onChange, disabled }: SurveyQuestionFieldProps) {
  const textId = `survey-question-${question.QuestionId}-text`;
  const selectId = questionFieldId(question.QuestionId);
  return (
    <div className="field survey-question">
      <div
        className="field__label survey-question__text"
        id={textId}
        dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(question.QuestionString) }}
      />
      <select
        id={selectId}
        className="field__input survey-question__select"
        aria-labelledby={textId}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{messages.survey.pleaseSelect}</option>
        {question.Answers.map((answer) => (
          <option key={answer.Value} value={answer.Value}>
            {answer.Label}
          </option>
        ))}
      </select>
    </div>
  );
}
