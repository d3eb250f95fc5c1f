import { useState } from 'react';
import type { ContentPack } from '@/domain/types';
import { emailWorksheets, type EmailRefusal } from '@/backend/worksheet-email';
import { saveWorksheet, type WorksheetKind } from '@/db';
import type { SubjectSlug } from '@/domain/grades';
import { downloadPdf, printPdf } from '@/ui/pdf-file';
import type { PaperId } from '@/worksheets/meta';

/** What a button does: hand the worksheet (or its answer key) over, or email its files. */
export type WorksheetAction = 'download' | 'print' | 'email' | 'downloadKey' | 'printKey';

/** A link that helps after a refusal (sign in, subscribe, verify the email). */
export interface NoticeLink {
  to: string;
  label: string;
}

export interface Notice {
  tone: 'success' | 'error';
  text: string;
  link?: NoticeLink;
}

/** One PDF file: what it is called, and how it is made. */
export interface WorksheetFile {
  title: string;
  fileName: string;
  make: () => Promise<Uint8Array>;
}

/** What is being made: its files, and how they are saved. */
export interface WorksheetJob {
  pack: ContentPack;
  kind: WorksheetKind;
  subject: SubjectSlug | null;
  paper: PaperId;
  /** What the email is about. */
  title: string;
  /** The file a download or print hands over. */
  file: WorksheetFile;
  /** The files an email carries: the worksheet and, kept apart, its answer key. */
  emailed: WorksheetFile[];
}

const MY_WORKSHEETS: NoticeLink = { to: '/worksheets', label: 'Open My worksheets' };

const REFUSAL_LINKS: Partial<Record<EmailRefusal, NoticeLink>> = {
  not_signed_in: { to: '/signin', label: 'Sign In' },
  subscription_required: { to: '/subscribe', label: 'Subscribe Now' },
  email_not_verified: { to: '/profile', label: 'Go to My Profile' },
};

const NOT_MADE = 'The worksheet could not be made. Please try again.';

function doneText(printing: boolean, kept: boolean): string {
  const copy = kept
    ? 'A copy is kept in My worksheets, ready to print again, even offline.'
    : 'A copy could not be kept on this device.';
  return printing ? `The print dialog is open. ${copy}` : `Downloaded. ${copy}`;
}

const isPrint = (action: WorksheetAction) => action === 'print' || action === 'printKey';

/**
 * Makes a worksheet's PDFs when asked, keeps them on the device (My worksheets), then downloads
 * or prints one, or emails them; reports the outcome in words for the parent.
 */
export function useWorksheetJob() {
  const [busy, setBusy] = useState<WorksheetAction | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  async function run(action: WorksheetAction, job: WorksheetJob): Promise<void> {
    if (busy) return;
    setBusy(action);
    setNotice(null);
    try {
      const files = action === 'email' ? job.emailed : [job.file];
      const made: { file: WorksheetFile; bytes: Uint8Array; pdf: Blob }[] = [];
      try {
        for (const file of files) {
          const bytes = await file.make();
          const pdf = new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });
          made.push({ file, bytes, pdf });
        }
      } catch {
        setNotice({ tone: 'error', text: NOT_MADE });
        return;
      }
      const saved = await Promise.all(
        made.map(({ file, pdf }) =>
          saveWorksheet({
            title: file.title,
            fileName: file.fileName,
            kind: job.kind,
            grade: job.pack.grade,
            volume: job.pack.volume,
            subject: job.subject,
            paper: job.paper,
            pdf,
          }).then(
            () => true,
            () => false,
          ),
        ),
      );
      const kept = saved.every(Boolean);
      if (action === 'email') {
        const outcome = await emailWorksheets(
          job.title,
          made.map(({ file, bytes }) => ({ fileName: file.fileName, pdf: bytes })),
        );
        setNotice(
          outcome.ok
            ? {
                tone: 'success',
                text: `Sent to ${outcome.sentTo}. It should reach your inbox in a few minutes.`,
              }
            : { tone: 'error', text: outcome.message, link: REFUSAL_LINKS[outcome.reason] },
        );
        return;
      }
      const [handed] = made;
      if (!handed) return;
      if (isPrint(action)) printPdf(handed.pdf);
      else downloadPdf(handed.pdf, handed.file.fileName);
      setNotice({
        tone: 'success',
        text: doneText(isPrint(action), kept),
        ...(kept ? { link: MY_WORKSHEETS } : {}),
      });
    } finally {
      setBusy(null);
    }
  }

  return { busy, notice, run };
}
