/**
 * A whole volume's files, made in a Web Worker (see volume-worker.ts) with the progress
 * reported as a fraction; where a browser has no workers, or the worker's script cannot be
 * had (offline before it was ever fetched: it is not precached), made on the page instead.
 * Loads no worksheet code into the page itself unless it has to.
 */
import type { WorksheetFiles } from '../files';
import type { VolumeMessage, VolumeRequest } from './messages';

export type { VolumeRequest } from './messages';

/** How far the files have come, 0 to 1. */
export type VolumeFraction = (fraction: number) => void;

/** Raised when the worker stopped before its first message: its script never ran. */
class WorkerDidNotStart extends Error {}

function inWorker(request: VolumeRequest, onProgress: VolumeFraction): Promise<WorksheetFiles> {
  return new Promise((resolve, reject) => {
    let heard = false;
    const worker = new Worker(new URL('./volume-worker.ts', import.meta.url), {
      type: 'module',
      name: 'sprouts-volume-worksheets',
    });
    worker.onmessage = (event: MessageEvent<VolumeMessage>) => {
      const message = event.data;
      heard = true;
      if (message.type === 'progress') {
        onProgress(message.done / message.total);
        return;
      }
      worker.terminate();
      if (message.type === 'done')
        resolve({ worksheet: message.worksheet, answerKey: message.answerKey });
      else reject(new Error(message.message));
    };
    worker.onerror = (event) => {
      worker.terminate();
      const message = event.message || 'The worksheet worker stopped';
      reject(heard ? new Error(message) : new WorkerDidNotStart(message));
    };
    worker.postMessage(request);
  });
}

async function onPage(request: VolumeRequest, onProgress: VolumeFraction): Promise<WorksheetFiles> {
  const worksheets = await import('../index');
  const { pack, ...choices } = request;
  return worksheets.createVolumeWorksheetsPdf(
    pack,
    { ...choices, assets: await worksheets.browserWorksheetAssets() },
    ({ done, total }) => onProgress(done / total),
  );
}

/** Every worksheet of the volume (behind a contents page) and their answer keys. */
export function makeVolumeFiles(
  request: VolumeRequest,
  onProgress: VolumeFraction,
): Promise<WorksheetFiles> {
  if (typeof Worker !== 'function') return onPage(request, onProgress);
  return inWorker(request, onProgress).catch((error: unknown) => {
    if (error instanceof WorkerDidNotStart) return onPage(request, onProgress);
    throw error;
  });
}
