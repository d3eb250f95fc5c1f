import type { ContentPack } from '@/domain/types';
import {
  LEVEL_LABELS,
  worksheetFileName,
  type KeyPlacement,
  type WorksheetFileVariant,
} from '@/worksheets/meta';
import { makeWorksheetPdf, type PdfOptions, type WorksheetPart } from './make-pdf';
import type { WorksheetTarget } from './targets';
import type { WorksheetAction, WorksheetFile, WorksheetJob } from './useWorksheetJob';

/** The worksheet's title as saved, with its level when it is not the one played. */
function titleOf(target: WorksheetTarget, options: PdfOptions): string {
  return options.level && options.level !== 'played'
    ? `${target.title} (${LEVEL_LABELS[options.level]})`
    : target.title;
}

function worksheetFile(
  pack: ContentPack,
  target: WorksheetTarget,
  options: PdfOptions,
  part: WorksheetPart,
): WorksheetFile {
  const variant: WorksheetFileVariant = {
    part,
    level: options.level,
    inkSaver: options.ink === 'saver',
  };
  const title = titleOf(target, options);
  return {
    title: part === 'answerKey' ? `${title} – answer key` : title,
    fileName: worksheetFileName(target.file, variant),
    make: () => makeWorksheetPdf(pack, target, options, part),
  };
}

/**
 * What each button of a worksheet makes: the worksheet (with its key when it is wanted in the
 * same file), or its key alone; an email carries both files when the key is apart.
 */
export function worksheetJob(
  pack: ContentPack,
  target: WorksheetTarget,
  options: PdfOptions,
  keys: KeyPlacement,
  action: WorksheetAction,
): WorksheetJob {
  const sheet = worksheetFile(pack, target, options, keys === 'with' ? 'both' : 'worksheet');
  const key = worksheetFile(pack, target, options, 'answerKey');
  const forKey = action === 'downloadKey' || action === 'printKey';
  return {
    pack,
    kind: target.kind,
    subject: target.subject,
    paper: options.paper,
    title: titleOf(target, options),
    file: forKey ? key : sheet,
    emailed: keys === 'with' ? [sheet] : [sheet, key],
  };
}
