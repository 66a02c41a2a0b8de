/** Self-assessment survey questions (spec part 2 §2 "Self-assessment survey"): one dropdown each. */
export interface DemoSurveyQuestion {
  id: string;
  html: string;
  answers: readonly string[];
}

export const demoSurveyQuestions: readonly DemoSurveyQuestion[] = [
  {
    id: 'health-overall',
    html: '<p>Overall, how would you rate your <strong>health</strong> at the moment?</p>',
    answers: ['Excellent', 'Very good', 'Good', 'Fair', 'Poor'],
  },
  {
    id: 'pain-past-week',
    html: '<p>How much <strong>pain</strong> have you had from your injuries in the past week?</p>',
    answers: ['None', 'Mild', 'Moderate', 'Severe', 'Very severe'],
  },
  {
    id: 'daily-activities',
    html: '<p>How much do your injuries get in the way of your <strong>everyday activities</strong>?</p>',
    answers: ['Not at all', 'A little', 'Moderately', 'Quite a bit', 'Extremely'],
  },
  {
    id: 'work-status',
    html: '<p>Which best describes your <strong>work</strong> at the moment?</p>',
    answers: [
      'Working my usual hours',
      'Working reduced hours or duties',
      'Not working because of my injuries',
      'Not working for other reasons',
      'Studying or retired',
    ],
  },
  {
    id: 'sleep',
    html: '<p>How well have you been <strong>sleeping</strong> over the past two weeks?</p>',
    answers: ['Very well', 'Well', 'Not so well', 'Poorly'],
  },
  {
    id: 'support',
    html: '<p>How confident are you that you are getting the <strong>support</strong> you need for your recovery?</p>',
    answers: ['Very confident', 'Confident', 'Unsure', 'Not confident'],
  },
];

/** Answers as stored (schema.ts): a JSON list of { Label, Value }. */
export function surveyAnswersJson(answers: readonly string[]): string {
  return JSON.stringify(answers.map((label, i) => ({ Label: label, Value: String(i + 1) })));
}
