import { useState } from 'react';
import type { ContentPack } from '@/domain/types';
import { emailWorksheets, type EmailRefusal } from '@/backend/worksheet-email';
import { saveWorksheet, type WorksheetKind } from '@/db';
import type { SubjectSlug } from '@/domain/grades';
import { downloadPdf, printPdf } from '@/ui/pdf-file';
import type { PaperId } from '@/worksheets/meta';

export type WorksheetAction = 'download' | 'print' | 'email';

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

/** What is being made: its PDF, and how it is saved and named. */
export interface WorksheetJob {
  pack: ContentPack;
  kind: WorksheetKind;
  subject: SubjectSlug | null;
  title: string;
  fileName: string;
  paper: PaperId;
  make: () => Promise<Uint8Array>;
}

const MY_WORKSHEETS: NoticeLink = { to: '/worksheets', label: 'Open My worksheets' };

const REFUSAL_LINKS: Partial<Record<EmailRefusal, NoticeLink>> = {
  not_signed_in: { to: '/signin', label: 'Sign In' },
  subscription_required: { to: '/subscribe', label: 'Subscribe Now' },
  email_not_verified: { to: '/profile', label: 'Go to My Profile' },
};

const NOT_MADE = 'The worksheet could not be made. Please try again.';

function doneText(action: WorksheetAction, kept: boolean): string {
  const copy = kept
    ? 'A copy is kept in My worksheets, ready to print again, even offline.'
    : 'A copy could not be kept on this device.';
  return action === 'download' ? `Downloaded. ${copy}` : `The print dialog is open. ${copy}`;
}

/**
 * Makes a worksheet's PDF when asked, keeps it on the device (My worksheets), then downloads it,
 * prints it or emails it; reports the outcome in words for the parent.
 */
export function useWorksheetJob() {
  const [busy, setBusy] = useState<WorksheetAction | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  async function run(action: WorksheetAction, job: WorksheetJob): Promise<void> {
    if (busy) return;
    setBusy(action);
    setNotice(null);
    try {
      let bytes: Uint8Array;
      try {
        bytes = await job.make();
      } catch {
        setNotice({ tone: 'error', text: NOT_MADE });
        return;
      }
      const pdf = new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });
      const kept = await saveWorksheet({
        title: job.title,
        fileName: job.fileName,
        kind: job.kind,
        grade: job.pack.grade,
        volume: job.pack.volume,
        subject: job.subject,
        paper: job.paper,
        pdf,
      }).then(
        () => true,
        () => false,
      );
      if (action === 'email') {
        const outcome = await emailWorksheets(job.title, [{ fileName: job.fileName, pdf: bytes }]);
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
      if (action === 'download') downloadPdf(pdf, job.fileName);
      else printPdf(pdf);
      setNotice({
        tone: 'success',
        text: doneText(action, kept),
        ...(kept ? { link: MY_WORKSHEETS } : {}),
      });
    } finally {
      setBusy(null);
    }
  }

  return { busy, notice, run };
}
