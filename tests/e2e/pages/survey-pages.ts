// Page objects for the self-assessment survey (spec part 2 §2 "Self-assessment survey"): identification,
// intro, questions and outro. Texts come from the contract, the one place they are spelled.
import { messages } from '@portal/contract';
import type { Locator, Page } from 'playwright-core';

const t = messages.survey;

export class SurveyValidationPage {
  readonly heading: Locator;
  readonly claimFirst: Locator;
  readonly claimSecond: Locator;
  readonly dateOfBirth: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: t.title, exact: true });
    this.claimFirst = page.getByLabel('Claim number, first 2 digits');
    this.claimSecond = page.getByLabel('Claim number, last 5 digits');
    this.dateOfBirth = page.getByLabel(/Date of birth/);
    this.submit = page.getByRole('button', { name: 'Submit', exact: true });
  }

  async waitUntilShown(): Promise<void> {
    await this.heading.waitFor({ state: 'visible' });
  }

  /** Types the claim number as a person would: the focus moves to the second box after two digits. */
  async identify(claimNumber: string, dateOfBirth: string): Promise<void> {
    await this.claimFirst.click();
    await this.page.keyboard.type(claimNumber.replace('/', ''));
    await this.dateOfBirth.fill(dateOfBirth);
    await this.submit.click();
  }
}

export class SurveyIntroPage {
  readonly prompt: Locator;
  readonly yes: Locator;
  readonly no: Locator;

  constructor(readonly page: Page) {
    this.prompt = page.getByRole('heading', { name: t.continuePrompt, exact: true });
    this.yes = page.getByRole('button', { name: t.yes, exact: true });
    this.no = page.getByRole('button', { name: t.no, exact: true });
  }

  async waitUntilShown(): Promise<void> {
    await this.yes.waitFor({ state: 'visible' });
  }
}

export class SurveyQuestionsPage {
  readonly questions: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.questions = page.getByRole('combobox');
    this.submit = page.getByRole('button', { name: 'Submit', exact: true });
  }

  async waitUntilShown(): Promise<void> {
    await this.submit.waitFor({ state: 'visible' });
  }

  /** Picks the first real answer of every question (each choice is saved as a draft at once). */
  async answerAll(): Promise<void> {
    const count = await this.questions.count();
    for (let i = 0; i < count; i++) await this.questions.nth(i).selectOption({ index: 1 });
  }
}

export class SurveyOutroPage {
  readonly register: Locator;
  readonly login: Locator;

  constructor(readonly page: Page) {
    this.register = page.getByRole('link', { name: t.register, exact: true });
    this.login = page.getByRole('link', { name: t.login, exact: true });
  }

  async waitUntilShown(): Promise<void> {
    await this.register.or(this.login).waitFor({ state: 'visible' });
  }
}
