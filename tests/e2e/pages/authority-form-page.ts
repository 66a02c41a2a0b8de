// Page objects for /authorityform (spec part 2 §2 "Authority form"; issue 13 typed signature). Labels
// are the page's copy (apps/web/src/features/authority-form/components/).
import { messages } from '@portal/contract';
import type { Locator, Page } from 'playwright-core';

export class AuthorityFormPage {
  readonly canvas: Locator;
  readonly clear: Locator;
  readonly typedName: Locator;
  readonly declaration: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.canvas = page.getByRole('img', { name: 'Signature drawing area' });
    this.clear = page.getByRole('button', { name: `${messages.authorityForm.clear} drawn signature` });
    this.typedName = page.getByRole('textbox', { name: 'Type your full name' });
    this.declaration = page.getByRole('checkbox', { name: /typing my name above is my signature/ });
    this.submit = page.getByRole('button', { name: messages.authorityForm.submit, exact: true });
  }

  async waitUntilShown(): Promise<void> {
    await this.canvas.waitFor({ state: 'visible' });
    await this.page.locator('.authority-form__consent').waitFor({ state: 'visible' });
  }

  /** Draws a zig-zag with the mouse across the canvas. */
  async drawWithMouse(): Promise<void> {
    // Mouse coordinates are the viewport's: the canvas must be on screen first.
    await this.canvas.scrollIntoViewIfNeeded();
    const box = await this.canvas.boundingBox();
    if (!box) throw new Error('The signature canvas is not on screen');
    const mouse = this.page.mouse;
    await mouse.move(box.x + 20, box.y + box.height / 2);
    await mouse.down();
    for (let step = 1; step <= 8; step += 1) {
      await mouse.move(box.x + 20 + step * 25, box.y + (step % 2 === 0 ? 50 : 150), { steps: 4 });
    }
    await mouse.up();
  }
}
