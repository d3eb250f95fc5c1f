/**
 * Lexend for the PDF, inlined into the worksheets chunk so generating a worksheet never needs
 * the network (the app's own @font-face files are WOFF2, which jsPDF cannot embed).
 */
import boldDataUri from '@fontsource/lexend/files/lexend-latin-700-normal.woff?inline';
import regularDataUri from '@fontsource/lexend/files/lexend-latin-400-normal.woff?inline';
import type { WorksheetFonts } from './register';

function dataUriBytes(uri: string): Uint8Array {
  const base64 = uri.slice(uri.indexOf(',') + 1);
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

let fonts: WorksheetFonts | null = null;

export function bundledLexendFonts(): WorksheetFonts {
  fonts ??= { regular: dataUriBytes(regularDataUri), bold: dataUriBytes(boldDataUri) };
  return fonts;
}
