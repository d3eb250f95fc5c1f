/**
 * The paper size for printed worksheets and reports: the parent's choice, kept with the other
 * settings (per device and per account, see child-settings.ts), or else the locale's paper (US
 * Letter in the Americas' Letter regions, A4 elsewhere). A choice an earlier version kept apart
 * joined the settings when the device's storage was brought up to date (src/storage).
 */
import { defaultPaperForLocale } from '@/domain/paper';
import {
  readChildSettings,
  saveChildSettings,
  useChildSettings,
  type PaperSize,
} from './child-settings';

function browserLocale(): string | undefined {
  return typeof navigator === 'undefined'
    ? undefined
    : (navigator.languages?.[0] ?? navigator.language);
}

/** The paper of this locale, for when none was chosen. */
export function localePaper(): PaperSize {
  return defaultPaperForLocale(browserLocale());
}

function paperOf(chosen: PaperSize | undefined): PaperSize {
  return chosen ?? localePaper();
}

/** The chosen paper, or the locale's. */
export function readPaper(): PaperSize {
  return paperOf(readChildSettings().paper);
}

/** Remembers the choice with the settings (and so, signed in, with the account). */
export function rememberPaper(paper: PaperSize): void {
  saveChildSettings({ paper });
}

/** The paper size for worksheets, shared by every paper control on the page. */
export function usePaper(): [PaperSize, (paper: PaperSize) => void] {
  return [paperOf(useChildSettings().paper), rememberPaper];
}
