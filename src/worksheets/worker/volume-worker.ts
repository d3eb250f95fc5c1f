/**
 * A whole volume's worksheet files made in a Web Worker, so the page stays responsive while
 * hundreds of pages are laid out and drawn. Pictures are drawn as vectors (a worker has no
 * Image to rasterise with), read from the app's SVG files; the fonts are compiled in.
 */
import PICTURE_URLS from 'virtual:sprouts/picture-urls';
import { bundledLexendFonts } from '../render/fonts/bundled-lexend';
import { pictureFiles } from '../render/pictures/picture-files';
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
      assets: {
        fonts: bundledLexendFonts(),
        pictures: pictureFiles(PICTURE_URLS),
        pictureMode: 'vector',
      },
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
