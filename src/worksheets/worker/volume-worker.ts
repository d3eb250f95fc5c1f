/**
 * A whole volume's worksheet files made in a Web Worker, so the page stays responsive while
 * hundreds of pages are laid out and drawn. Pictures are drawn as vectors (a worker has no
 * Image to rasterise with); fonts and pictures are compiled in, so this works offline.
 */
import { getPictureSvg } from '@/domain/pictures';
import { bundledLexendFonts } from '../render/fonts/bundled-lexend';
import { createVolumeWorksheetsPdf } from '../volume';
import type { VolumeMessage, VolumeRequest } from './messages';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<VolumeRequest>) => void) | null;
  postMessage(message: VolumeMessage, transfer?: Transferable[]): void;
};

scope.onmessage = (event) => {
  const { pack, paper, ink, childName, keys } = event.data;
  createVolumeWorksheetsPdf(
    pack,
    {
      paper,
      ink,
      childName,
      keys,
      assets: { fonts: bundledLexendFonts(), pictures: getPictureSvg, pictureMode: 'vector' },
    },
    ({ done, total }) => scope.postMessage({ type: 'progress', done, total }),
  ).then(
    ({ worksheet, answerKey }) =>
      scope.postMessage({ type: 'done', worksheet, answerKey }, [
        worksheet.buffer,
        ...(answerKey ? [answerKey.buffer] : []),
      ]),
    (error: unknown) =>
      scope.postMessage({
        type: 'failed',
        message: error instanceof Error ? error.message : String(error),
      }),
  );
};
