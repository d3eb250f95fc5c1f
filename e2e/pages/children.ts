import { expect, type Locator, type Page } from '@playwright/test';
import { ANON_KEY } from '../../supabase/local/keys';
import { answerGrownUpsQuestion } from './grown-ups';
import { BACKEND_URL } from './mailbox';
import { accessToken } from './parents-page';

/** 'Your children' in Parents Corner. */
export class ChildrenSection {
  readonly section: Locator;

  constructor(readonly page: Page) {
    this.section = page.locator('main#main').getByRole('region', { name: 'Your children' });
  }

  /** Adds a child through the form, answering the grown-ups question first if it is asked. */
  async add(name: string, grade: string, picture: string): Promise<void> {
    const add = this.section.getByRole('button', { name: 'Add a child' });
    const question = this.section.getByRole('heading', { name: 'Grown-ups only' });
    await expect(add.or(question).first()).toBeVisible();
    if (await question.isVisible()) await answerGrownUpsQuestion(this.section);
    await add.click();
    await this.section.getByRole('textbox', { name: "Child's name" }).fill(name);
    await this.section.getByRole('combobox', { name: 'Grade' }).selectOption(grade);
    // The picture is the label of a radio button: a parent taps the picture.
    await this.section.locator('label').filter({ hasText: picture }).click();
    await expect(this.section.getByRole('radio', { name: picture })).toBeChecked();
    await this.section.getByRole('button', { name: 'Add this child' }).click();
    await expect(this.section.getByText(`${name} is saved.`)).toBeVisible();
  }
}

/** 'Who is playing?' in the child space. */
export function whoIsPlaying(page: Page): Locator {
  return page.getByRole('region', { name: 'Who is playing?' });
}

/** The signed-in parent's results on the server with their child, through the REST API. */
export async function serverResults(page: Page): Promise<{ id: string; child_id: string }[]> {
  const response = await page.request.get(
    `${BACKEND_URL}/rest/v1/progress_events?select=id,child_id`,
    { headers: { apikey: ANON_KEY, authorization: `Bearer ${await accessToken(page)}` } },
  );
  expect(response.ok()).toBe(true);
  return (await response.json()) as { id: string; child_id: string }[];
}

/** 'Delete my account' on /profile. */
export class DeleteAccountSection {
  readonly section: Locator;
  readonly password: Locator;
  readonly confirm: Locator;

  constructor(readonly page: Page) {
    this.section = page.locator('main#main').getByRole('region', { name: 'Delete my account' });
    this.password = this.section.getByLabel('Your password', { exact: true });
    this.confirm = this.section.getByRole('button', { name: 'Delete my account for good' });
  }

  /** Opens the confirmation, which says what goes and what stays. */
  async open(): Promise<void> {
    await this.section.getByRole('button', { name: 'Delete my account' }).click();
    await expect(this.section.getByRole('heading', { name: 'What is deleted' })).toBeVisible();
    await expect(this.section.getByText('tax law requires us to keep it')).toBeVisible();
  }

  async deleteWith(password: string): Promise<void> {
    await this.password.fill(password);
    await this.confirm.click();
  }
}
