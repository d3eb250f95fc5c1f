/**
 * For the worksheet component tests: the browser features jsdom lacks (object URLs, a Blob
 * IndexedDB can store, downloads), recorded so a test can read what the page handed over.
 */
import { Blob as NodeBlob } from 'node:buffer';
import { vi } from 'vitest';

export interface HandedOver {
  /** Blobs by the object URL made for them. */
  blobs: Map<string, Blob>;
  /** Each download: the file name and the blob. */
  downloads: { fileName: string; blob: Blob }[];
}

export function installBrowserFileStubs(): HandedOver {
  const handed: HandedOver = { blobs: new Map(), downloads: [] };
  let count = 0;
  vi.stubGlobal('Blob', NodeBlob);
  URL.createObjectURL = (blob: Blob) => {
    count += 1;
    const url = `blob:http://localhost/${count}`;
    handed.blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = handed.blobs.get(this.href);
    if (this.download && blob) handed.downloads.push({ fileName: this.download, blob });
  });
  return handed;
}

export async function blobBytes(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await blob.arrayBuffer());
}
