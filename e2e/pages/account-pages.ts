import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';

export type GradeName = 'Nursery' | 'Kindergarten-1' | 'Kindergarten-2';

export interface NewParent {
  name: string;
  grade: GradeName;
  email: string;
  password: string;
}

/** A parent nobody has used yet, so tests never depend on each other. */
export function newParent(overrides: Partial<NewParent> = {}): NewParent {
  const id = randomUUID().slice(0, 8);
  return {
    name: `Asha ${id}`,
    grade: 'Kindergarten-1',
    email: `parent-${id}@sprouts.test`,
    password: `sprouts-${id}`,
    ...overrides,
  };
}

/** The demo parent the embedded backend creates, with an active subscription. */
export const DEMO_PARENT = { email: 'demo@sprouts.test', password: 'sprouts-demo-123' } as const;

function main(page: Page): Locator {
  return page.locator('main#main');
}

export class SignInPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly alert: Locator;

  constructor(readonly page: Page) {
    this.email = main(page).getByLabel('Email');
    this.password = main(page).getByLabel('Password', { exact: true });
    this.submit = main(page).getByRole('button', { name: /^(Sign In|Signing in\.\.\.)$/ });
    this.alert = main(page).getByRole('alert');
  }

  async goto(): Promise<void> {
    await this.page.goto('/signin');
    await expect(main(this.page).getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }
}

export class SignUpPage {
  readonly name: Locator;
  readonly grade: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.name = main(page).getByLabel("Student's name");
    this.grade = main(page).getByLabel('Grade');
    this.email = main(page).getByLabel('Email');
    this.password = main(page).getByLabel('Password', { exact: true });
    this.submit = main(page).getByRole('button', { name: /^(Sign Up|Signing up\.\.\.)$/ });
  }

  async goto(): Promise<void> {
    await this.page.goto('/signup');
    await expect(main(this.page).getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
  }

  /** Fills the form and sends it; on success the app opens /subscribe. */
  async signUp(parent: NewParent): Promise<void> {
    await this.name.fill(parent.name);
    await this.grade.selectOption(parent.grade);
    await this.email.fill(parent.email);
    await this.password.fill(parent.password);
    await this.submit.click();
  }
}

export class ForgotPasswordPage {
  readonly email: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.email = main(page).getByLabel('Email');
    this.submit = main(page).getByRole('button', { name: 'Send Reset Link' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/forgot-password');
    await expect(
      main(this.page).getByRole('heading', { level: 1, name: 'Forgot Password' }),
    ).toBeVisible();
  }

  async request(email: string): Promise<void> {
    await this.email.fill(email);
    await this.submit.click();
  }
}

export class ResetPasswordPage {
  readonly password: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.password = main(page).getByLabel('New password');
    this.submit = main(page).getByRole('button', { name: 'Save new password' });
  }

  async save(password: string): Promise<void> {
    await this.password.fill(password);
    await this.submit.click();
  }
}

export class ProfilePage {
  readonly heading: Locator;
  readonly details: Locator;
  readonly notVerified: Locator;
  readonly sendVerification: Locator;
  readonly editButton: Locator;
  readonly signOutButton: Locator;
  readonly nameField: Locator;
  readonly gradeField: Locator;
  readonly emailField: Locator;
  readonly saveButton: Locator;

  constructor(readonly page: Page) {
    const content = main(page);
    this.heading = content.getByRole('heading', { level: 1, name: 'My Profile' });
    this.details = content.locator('dl');
    this.notVerified = content.getByText('(not verified)');
    this.sendVerification = content.getByRole('button', { name: 'Send verification email' });
    this.editButton = content.getByRole('button', { name: 'Edit Profile' });
    this.signOutButton = content.getByRole('button', { name: 'Sign Out' });
    this.nameField = content.getByLabel("Student's name");
    this.gradeField = content.getByLabel('Grade');
    this.emailField = content.getByLabel('Email');
    this.saveButton = content.getByRole('button', { name: 'Save Changes' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/profile');
    await this.waitUntilShown();
  }

  /** The record has been read once Edit Profile is offered. */
  async waitUntilShown(): Promise<void> {
    await expect(this.heading).toBeVisible();
    await expect(this.editButton).toBeVisible();
  }

  /** The value next to a term of the details list, e.g. 'Grade'. */
  value(term: string): Locator {
    return this.details
      .locator('div')
      .filter({ has: this.page.locator('dt', { hasText: new RegExp(`^${term}$`) }) })
      .locator('dd');
  }

  async edit(changes: { name?: string; grade?: GradeName; email?: string }): Promise<void> {
    await this.editButton.click();
    if (changes.name !== undefined) await this.nameField.fill(changes.name);
    if (changes.grade !== undefined) await this.gradeField.selectOption(changes.grade);
    if (changes.email !== undefined) await this.emailField.fill(changes.email);
    await this.saveButton.click();
  }
}
