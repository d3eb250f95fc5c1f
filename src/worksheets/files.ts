/**
 * A worksheet's files: the child's pages and the answer key apart (the default, so printing
 * the worksheet never hands the child the answers), or both in one file for those who want it.
 */
import type { PrintableDocument, WorksheetDocument } from './layout/types';

/** Where the answer key goes: a file of its own, or the last pages of the worksheet's file. */
export type KeyPlacement = 'apart' | 'with';

export interface WorksheetFiles {
  worksheet: Uint8Array;
  /** Null when the key is in the worksheet's file. */
  answerKey: Uint8Array | null;
}

/** The child's pages only. */
export function worksheetPart(document: WorksheetDocument): PrintableDocument {
  return { ...document, pages: document.pages };
}

/** The answer key's pages only. */
export function answerKeyPart(document: WorksheetDocument): PrintableDocument {
  return { ...document, title: `${document.title} – answer key`, pages: document.keyPages };
}

/** The child's pages, then the answer key. */
export function withAnswerKey(document: WorksheetDocument): PrintableDocument {
  return { ...document, pages: [...document.pages, ...document.keyPages] };
}
