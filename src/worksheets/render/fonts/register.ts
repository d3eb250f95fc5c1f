import type { jsPDF } from 'jspdf';
import { woffToSfnt } from './woff';

/** Lexend regular (400) and bold (700), as TrueType or WOFF 1.0 bytes. */
export interface WorksheetFonts {
  regular: Uint8Array;
  bold: Uint8Array;
}

export type FontFamily = 'Lexend' | 'helvetica';

const WOFF = 0x774f4646;

function toTrueType(bytes: Uint8Array): Uint8Array {
  const signature = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  return signature === WOFF ? woffToSfnt(bytes) : bytes;
}

function toBinaryString(bytes: Uint8Array): string {
  // jsPDF's virtual file system takes a binary string; build it in chunks to spare the stack.
  let text = '';
  for (let offset = 0; offset < bytes.length; offset += 0x8000) {
    text += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000));
  }
  return text;
}

/** Unpacking a font takes longer than drawing a worksheet: once per font file is enough. */
const trueTypeFiles = new WeakMap<Uint8Array, string>();

function trueTypeFile(bytes: Uint8Array): string {
  let file = trueTypeFiles.get(bytes);
  if (file === undefined) {
    file = toBinaryString(toTrueType(bytes));
    trueTypeFiles.set(bytes, file);
  }
  return file;
}

/** Embeds Lexend (subset to the glyphs used) when given, else keeps jsPDF's built-in Helvetica. */
export function registerFonts(doc: jsPDF, fonts: WorksheetFonts | null | undefined): FontFamily {
  if (!fonts) return 'helvetica';
  doc.addFileToVFS('Lexend-Regular.ttf', trueTypeFile(fonts.regular));
  doc.addFont('Lexend-Regular.ttf', 'Lexend', 'normal');
  doc.addFileToVFS('Lexend-Bold.ttf', trueTypeFile(fonts.bold));
  doc.addFont('Lexend-Bold.ttf', 'Lexend', 'bold');
  return 'Lexend';
}
