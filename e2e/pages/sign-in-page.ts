import { expect, type Locator, type Page } from '@playwright/test';

export class SignInPage {
  readonly heading: Locator;
  readonly tokenField: Locator;
  readonly submit: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Sign in' });
    this.tokenField = page.getByLabel('Access token');
    this.submit = page.getByRole('button', { name: 'Sign in', exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/sign-in');
    await expect(this.heading).toBeVisible();
  }

  demoAccount(name: string): Locator {
    return this.page.getByRole('button', { name: new RegExp(name) });
  }

  async signInWithToken(token: string): Promise<void> {
    await this.tokenField.fill(token);
    await this.submit.click();
  }
}
