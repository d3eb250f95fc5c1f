import { expect, type Locator, type Page } from '@playwright/test';
import { ANON_KEY } from '../../supabase/local/keys';
import { answerToPrompt } from '../../src/widgets/parental-gate/testing';
import { BACKEND_URL } from './mailbox';

/**
 * Records every text handed to speechSynthesis.speak, from the page's first script on. The
 * browser's own speechSynthesis is wrapped (and stood in for where the browser has none).
 */
export async function spyOnSpeech(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const spoken: string[] = [];
    (window as unknown as { __spoken: string[] }).__spoken = spoken;
    const record = (utterance: SpeechSynthesisUtterance) => spoken.push(utterance.text);
    if (window.speechSynthesis && typeof SpeechSynthesisUtterance !== 'undefined') {
      const synth = window.speechSynthesis;
      const real = synth.speak.bind(synth);
      synth.speak = (utterance) => {
        record(utterance);
        real(utterance);
      };
    } else {
      class Utterance {
        rate = 1;
        lang = '';
        voice = null;
        constructor(readonly text: string) {}
      }
      Object.assign(window, { SpeechSynthesisUtterance: Utterance });
      Object.defineProperty(window, 'speechSynthesis', {
        configurable: true,
        value: {
          speak: record,
          cancel: () => undefined,
          getVoices: () => [],
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        },
      });
    }
  });
}

/** What speechSynthesis.speak was given since the page loaded. */
export function spokenTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => [...(window as unknown as { __spoken: string[] }).__spoken]);
}

/** The parental gate, inline or in a dialog: a question answered in digits. */
export class ParentalGate {
  readonly heading: Locator;
  readonly answerField: Locator;
  readonly continueButton: Locator;
  readonly error: Locator;

  constructor(readonly scope: Locator) {
    this.heading = scope.getByRole('heading', { name: 'Grown-ups only' });
    this.answerField = scope.getByRole('textbox');
    this.continueButton = scope.getByRole('button', { name: 'Continue' });
    this.error = scope.getByRole('alert');
  }

  async question(): Promise<string> {
    const id = await this.answerField.getAttribute('id');
    return (await this.scope.locator(`label[for="${id}"]`).innerText()).trim();
  }

  /** Answers as a grown-up does (right) or as a child might (wrong). */
  async answer(right: boolean): Promise<void> {
    const answer = answerToPrompt(await this.question());
    await this.answerField.fill(right ? answer : String(Number(answer) + 1));
    await this.continueButton.click();
  }
}

/** /parents: progress, skill reports, activity, the progress report and the settings. */
export class ParentsCornerPage {
  readonly main: Locator;
  readonly progress: Locator;
  readonly activity: Locator;
  readonly skills: Locator;
  readonly report: Locator;
  readonly settings: Locator;
  readonly settingsGate: ParentalGate;
  readonly soundSwitch: Locator;
  readonly saveNote: Locator;
  readonly period: Locator;
  readonly downloadButton: Locator;

  constructor(readonly page: Page) {
    this.main = page.locator('main#main');
    this.progress = this.main.getByRole('region', { name: /progress$/ }).first();
    this.activity = this.main.getByRole('region', { name: /^Activity over the last/ });
    this.skills = this.main.getByRole('region', { name: 'Skill reports' });
    this.report = this.main.getByRole('region', { name: 'Progress report' });
    this.settings = this.main.getByRole('region', { name: /^Settings/ });
    this.settingsGate = new ParentalGate(this.settings);
    this.soundSwitch = this.settings.getByRole('switch', {
      name: 'Read questions and feedback aloud',
    });
    this.saveNote = this.settings.getByRole('status');
    this.period = this.report.getByLabel('Period');
    this.downloadButton = this.report.getByRole('button', { name: 'Download progress report' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/parents');
    await expect(
      this.main.getByRole('heading', { level: 1, name: 'Parents Corner' }),
    ).toBeVisible();
  }

  /** The table of one subject of one volume, e.g. ('Nursery', 'Volume 1', 'Maths'). */
  subjectTable(grade: string, volume: RegExp | string, subject: string): Locator {
    return this.progress
      .getByRole('region', { name: grade, exact: true })
      .getByRole('region', { name: volume })
      .getByRole('table', { name: new RegExp(`^${subject} `) });
  }

  /** A topic's row: its cells are Stars, Best score, Times played, Last played. */
  topicRow(table: Locator, title: string): Locator {
    return table
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: title }) });
  }

  reportCard(title: string): Locator {
    return this.skills.getByRole('region', { name: `${title} report card` });
  }
}

/** The signed-in user's access token, as supabase-js keeps it in the page. */
export async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index) ?? '';
      if (key.startsWith('sb-') && key.endsWith('-auth-token')) {
        return (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string })
          .access_token;
      }
    }
    return undefined;
  });
  if (!token) throw new Error('Not signed in');
  return token;
}

/** A row of progress_events written as the signed-in parent, through the REST API. */
export async function insertProgressEvent(page: Page, row: Record<string, unknown>) {
  const response = await page.request.post(`${BACKEND_URL}/rest/v1/progress_events`, {
    headers: {
      apikey: ANON_KEY,
      authorization: `Bearer ${await accessToken(page)}`,
      'content-type': 'application/json',
      prefer: 'return=minimal',
    },
    data: row,
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** The parent's settings as the account keeps them. */
export async function accountSettings(page: Page): Promise<unknown> {
  const response = await page.request.get(`${BACKEND_URL}/rest/v1/profiles?select=settings`, {
    headers: { apikey: ANON_KEY, authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(response.ok()).toBe(true);
  const [row] = (await response.json()) as { settings: unknown }[];
  return row?.settings;
}

/**
 * Chromium offers installation (beforeinstallprompt) only after its own engagement checks,
 * which a test browser never passes: the test dispatches the event the way the browser does.
 */
export async function offerInstallLikeTheBrowser(page: Page): Promise<void> {
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: async () => undefined,
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(event);
  });
}

/** The offer to put Sprouts on the home screen. */
export function installOffer(page: Page): Locator {
  return page.getByRole('region', { name: 'Put Sprouts on your home screen' });
}
