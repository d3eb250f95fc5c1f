import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  expect,
  type APIRequestContext,
  type CDPSession,
  type Download,
  type Locator,
  type Page,
} from '@playwright/test';
import { BACKEND_URL } from './mailbox';

/** A PDF's text as poppler's pdftotext reads it (a real PDF reader, outside the app). */
export function pdfText(bytes: Uint8Array): string {
  const folder = mkdtempSync(join(tmpdir(), 'sprouts-pdf-'));
  try {
    const file = join(folder, 'worksheet.pdf');
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** How many pages a PDF has (pdftotext ends each page with a form feed). */
export function pdfPageCount(bytes: Uint8Array): number {
  return pdfText(bytes).split('\f').length - 1;
}

/** The bytes of a finished download; they must be a PDF file. */
export async function downloadedPdf(download: Download): Promise<Uint8Array> {
  const path = await download.path();
  const bytes = new Uint8Array(readFileSync(path));
  expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  return bytes;
}

/** Download, Print and Email controls with their outcome, as the worksheet panels show them. */
abstract class WorksheetControls {
  constructor(
    readonly page: Page,
    readonly root: Locator,
  ) {}

  paper(label: 'A4' | 'US Letter'): Locator {
    return this.root.getByRole('radio', { name: label });
  }

  /** The polite outcome line (e.g. 'Downloaded. ...'). */
  get status(): Locator {
    return this.root.getByRole('status').filter({ hasNotText: /Checking|Loading/ });
  }

  /** A refusal or failure. */
  get alert(): Locator {
    return this.root.getByRole('alert');
  }

  /** Clicks a button that starts a download and answers the downloaded PDF's bytes. */
  protected async downloadWith(button: Locator): Promise<{ bytes: Uint8Array; fileName: string }> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download', { timeout: 60_000 }),
      button.click(),
    ]);
    return { bytes: await downloadedPdf(download), fileName: download.suggestedFilename() };
  }
}

/** 'Printable worksheet' under an activity on a topic page. */
export class TopicWorksheetPanel extends WorksheetControls {
  readonly download: Locator;
  readonly print: Locator;
  readonly email: Locator;
  readonly downloadKey: Locator;
  readonly printKey: Locator;

  constructor(page: Page) {
    super(page, page.getByRole('region', { name: 'Printable worksheet' }));
    this.download = this.root.getByRole('button', { name: 'Download', exact: true });
    this.print = this.root.getByRole('button', { name: 'Print', exact: true });
    this.email = this.root.getByRole('button', { name: 'Email me this worksheet' });
    this.downloadKey = this.root.getByRole('button', { name: 'Download answer key' });
    this.printKey = this.root.getByRole('button', { name: 'Print answer key' });
  }

  /** 'Colour' or 'Ink saver (black and white)'. */
  ink(label: 'Colour' | 'Ink saver (black and white)'): Locator {
    return this.root.getByRole('radio', { name: label });
  }

  downloadKeyPdf(): Promise<{ bytes: Uint8Array; fileName: string }> {
    return this.downloadWith(this.downloadKey);
  }

  /** The frame the app loads a PDF into for the browser's print dialog. */
  printFrame(): Locator {
    return this.page.locator('iframe#sprouts-print-frame');
  }

  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await expect(this.root).toBeVisible();
  }

  downloadPdf(): Promise<{ bytes: Uint8Array; fileName: string }> {
    return this.downloadWith(this.download);
  }
}

/** 'Printable <Subject> worksheets' on a subject page: a row per worksheet and the volume. */
export class SubjectWorksheetsSection extends WorksheetControls {
  readonly downloadVolume: Locator;
  readonly downloadVolumeKeys: Locator;
  readonly emailVolume: Locator;
  readonly progress: Locator;

  constructor(page: Page, subject: 'English' | 'Maths') {
    super(page, page.getByRole('region', { name: `Printable ${subject} worksheets` }));
    this.downloadVolume = this.root.getByRole('button', {
      name: 'Download all worksheets of this volume',
    });
    this.emailVolume = this.root.getByRole('button', { name: 'Email this volume’s worksheets' });
    this.downloadVolumeKeys = this.root.getByRole('button', { name: 'Download all answer keys' });
    this.progress = this.root.getByRole('progressbar');
  }

  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await expect(this.root).toBeVisible();
  }

  row(title: string): Locator {
    return this.root.getByRole('listitem').filter({ hasText: title });
  }

  downloadButton(title: string): Locator {
    return this.root.getByRole('button', { name: `Download ${title}`, exact: true });
  }

  downloadVolumePdf(): Promise<{ bytes: Uint8Array; fileName: string }> {
    return this.downloadWith(this.downloadVolume);
  }

  downloadVolumeKeysPdf(): Promise<{ bytes: Uint8Array; fileName: string }> {
    return this.downloadWith(this.downloadVolumeKeys);
  }
}

/**
 * Replaces window.print in every frame of the page with a recorder, so a test sees which
 * document the browser's print dialog would have shown (the frame's URL), and no dialog opens.
 */
export async function recordPrints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const recorder = window as unknown as { __sproutsPrints?: string[] };
    window.print = () => {
      const top = window.top as unknown as { __sproutsPrints?: string[] } | null;
      (top ?? recorder).__sproutsPrints ??= [];
      (top ?? recorder).__sproutsPrints?.push(window.location.href);
    };
  });
}

/** The documents printed since the page loaded (see recordPrints). */
export function printedUrls(page: Page): Promise<string[]> {
  return page.evaluate(
    () => (window as unknown as { __sproutsPrints?: string[] }).__sproutsPrints ?? [],
  );
}

/** /worksheets: the PDFs kept on this device. */
export class MyWorksheetsPage {
  readonly heading: Locator;
  readonly items: Locator;
  readonly total: Locator;
  readonly empty: Locator;

  constructor(readonly page: Page) {
    const main = page.locator('main#main');
    this.heading = main.getByRole('heading', { level: 1, name: 'My worksheets' });
    this.items = main.getByRole('region', { name: 'Saved worksheets' }).getByRole('listitem');
    this.total = main.getByText(/^\d+ worksheets? · .* on this device$/);
    this.empty = main.getByRole('heading', { name: 'No saved worksheets yet' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/worksheets');
    await expect(this.heading).toBeVisible();
  }

  item(title: string): Locator {
    return this.items.filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }

  printButton(title: string): Locator {
    return this.page.getByRole('button', { name: `Print ${title}`, exact: true });
  }

  /** The frame the app loads the PDF into for the browser's print dialog. */
  printFrame(): Locator {
    return this.page.locator('iframe#sprouts-print-frame');
  }

  /** The PDF bytes behind the print frame's blob: URL, read inside the page (works offline). */
  printedPdf(): Promise<Uint8Array> {
    return framePdf(this.page, this.printFrame());
  }
}

/** The PDF bytes behind a print frame's blob: URL, read inside the page (works offline). */
export async function framePdf(page: Page, frame: Locator): Promise<Uint8Array> {
  const source = await frame.getAttribute('src');
  expect(source).toMatch(/^blob:/);
  const bytes = await page.evaluate(async (url) => {
    const response = await fetch(url);
    return Array.from(new Uint8Array(await response.arrayBuffer()));
  }, source as string);
  return Uint8Array.from(bytes);
}

/**
 * The browser's print preview (chrome://print), seen from outside the page through the
 * DevTools protocol: a headed Chromium shows it as a target of its own. Answers how many pages
 * it is about to print, and cancels it.
 */
export class PrintPreview {
  private nextId = 1;

  private constructor(private readonly browser: CDPSession) {}

  static async attach(page: Page): Promise<PrintPreview> {
    const browser = page.context().browser();
    if (!browser) throw new Error('No browser');
    return new PrintPreview(await browser.newBrowserCDPSession());
  }

  private async target(): Promise<string | null> {
    const { targetInfos } = (await this.browser.send('Target.getTargets')) as {
      targetInfos: { targetId: string; url: string }[];
    };
    return targetInfos.find((info) => info.url.startsWith('chrome://print'))?.targetId ?? null;
  }

  /** Whether a print preview is open. */
  async isOpen(): Promise<boolean> {
    return (await this.target()) !== null;
  }

  /** Runs `expression` in the preview; its text lives in nested shadow roots. */
  private async evaluate(expression: string): Promise<unknown> {
    const targetId = await this.target();
    if (!targetId) throw new Error('No print preview is open');
    const { sessionId } = (await this.browser.send('Target.attachToTarget', {
      targetId,
      flatten: false,
    })) as { sessionId: string };
    const id = this.nextId++;
    const answer = new Promise<unknown>((resolve) => {
      const listener = (event: { sessionId: string; message: string }) => {
        if (event.sessionId !== sessionId) return;
        const message = JSON.parse(event.message) as {
          id?: number;
          result?: { result?: { value?: unknown } };
        };
        if (message.id !== id) return;
        this.browser.off('Target.receivedMessageFromTarget', listener);
        resolve(message.result?.result?.value);
      };
      this.browser.on('Target.receivedMessageFromTarget', listener);
    });
    await this.browser.send('Target.sendMessageToTarget', {
      sessionId,
      message: JSON.stringify({
        id,
        method: 'Runtime.evaluate',
        params: { expression, returnByValue: true },
      }),
    });
    // Cancelling closes the preview before it can answer.
    return Promise.race([answer, new Promise((resolve) => setTimeout(resolve, 3_000))]);
  }

  /** 'N pages' as the preview's summary says it, once it has counted them. */
  async pageCount(): Promise<number | null> {
    const text = await this.evaluate(`(() => {
      const texts = [];
      const walk = (root) => {
        for (const element of root.querySelectorAll('*')) if (element.shadowRoot) walk(element.shadowRoot);
        for (const element of root.querySelectorAll('print-preview-header, .summary'))
          texts.push((element.shadowRoot ?? element).textContent);
      };
      walk(document);
      return texts.join(' ');
    })()`);
    const match = /(\d+) (?:page|sheet)s?/.exec(String(text ?? ''));
    return match ? Number(match[1]) : null;
  }

  /** Presses the preview's Cancel button. */
  async cancel(): Promise<void> {
    await this.evaluate(`(() => {
      const find = (root) => {
        for (const element of root.querySelectorAll('*')) {
          if (element.classList?.contains('cancel-button')) return element;
          if (element.shadowRoot) {
            const found = find(element.shadowRoot);
            if (found) return found;
          }
        }
        return null;
      };
      find(document)?.click();
    })()`);
  }
}

/** A message in the embedded backend's mailbox with its attachments (GET /_local/mail.json). */
export interface MailWithAttachments {
  id: string;
  to: string[];
  subject: string;
  text: string;
  attachments: { filename: string; content_type: string; size: number }[];
}

export async function mailTo(
  request: APIRequestContext,
  address: string,
): Promise<MailWithAttachments[]> {
  const response = await request.get(`${BACKEND_URL}/_local/mail.json`);
  expect(response.ok()).toBe(true);
  const messages = (await response.json()) as MailWithAttachments[];
  return messages.filter((message) => message.to.includes(address));
}

export async function attachmentBytes(
  request: APIRequestContext,
  messageId: string,
  index: number,
): Promise<Uint8Array> {
  const response = await request.get(
    `${BACKEND_URL}/_local/mail/${messageId}/attachments/${index}`,
  );
  expect(response.ok()).toBe(true);
  return new Uint8Array(await response.body());
}
