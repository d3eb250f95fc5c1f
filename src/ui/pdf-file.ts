/**
 * Handing a PDF to the browser: saving it as a download, or opening the print dialog on it.
 * Both work offline (the PDF is a Blob from memory or IndexedDB, shown through a blob: URL).
 */

const PRINT_FRAME_ID = 'sprouts-print-frame';
/** Object URLs live this long after a download starts (the browser reads them at once). */
const DOWNLOAD_URL_LIFETIME_MS = 60_000;

/** Saves the PDF under `fileName` through a temporary link, as a browser download. */
export function downloadPdf(pdf: Blob, fileName: string): void {
  const url = URL.createObjectURL(pdf);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_URL_LIFETIME_MS);
}

/** Opens the PDF in a new tab, where the browser's viewer can print it. */
function openPdf(url: string): void {
  window.open(url, '_blank', 'noopener');
}

/**
 * The browser's print dialog on the PDF itself (not on the page): the PDF is loaded into an
 * invisible frame whose window is asked to print. Where a browser will not print a frame's
 * PDF, the PDF opens in a new tab instead. One frame at a time: a new print replaces the last.
 */
export function printPdf(pdf: Blob): void {
  const previous = document.getElementById(PRINT_FRAME_ID);
  if (previous instanceof HTMLIFrameElement) {
    URL.revokeObjectURL(previous.src);
    previous.remove();
  }
  const url = URL.createObjectURL(pdf);
  const frame = document.createElement('iframe');
  frame.id = PRINT_FRAME_ID;
  frame.title = 'Worksheet to print';
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  // Not display:none: browsers do not load (or print) a PDF in a frame that is not rendered.
  Object.assign(frame.style, {
    position: 'fixed',
    right: '0',
    bottom: '0',
    width: '1px',
    height: '1px',
    border: '0',
    opacity: '0',
    pointerEvents: 'none',
  });
  frame.addEventListener(
    'load',
    () => {
      const target = frame.contentWindow;
      try {
        if (!target) throw new Error('No frame window');
        target.focus();
        target.print();
      } catch {
        openPdf(url);
      }
    },
    { once: true },
  );
  frame.src = url;
  document.body.append(frame);
}

/** '84 KB', '1.2 MB': sizes as parents read them. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  const megabytes = bytes / (1024 * 1024);
  return `${megabytes < 10 ? megabytes.toFixed(1) : Math.round(megabytes)} MB`;
}
