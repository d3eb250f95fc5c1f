import type { PictureRasterizer } from './rasterizer';

function svgDataUri(svg: string, widthPx: number, heightPx: number): string {
  // Give the root an explicit pixel size so the browser rasterises at full resolution.
  const sized = svg.replace(/<svg\b([^>]*)>/, (_, attributes: string) => {
    const rest = attributes.replace(/\s(width|height)="[^"]*"/g, '');
    return `<svg${rest} width="${widthPx}" height="${heightPx}">`;
  });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(sized)}`;
}

async function loadImage(source: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.decoding = 'async';
  image.src = source;
  await image.decode();
  return image;
}

async function canvasToPng(
  canvas: HTMLCanvasElement | OffscreenCanvas,
): Promise<Uint8Array | null> {
  const blob =
    'convertToBlob' in canvas
      ? await canvas.convertToBlob({ type: 'image/png' })
      : await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  return blob ? new Uint8Array(await blob.arrayBuffer()) : null;
}

/** Rasterises through an Image and an (Offscreen)Canvas; works offline (the SVG is a data URI). */
export function createBrowserRasterizer(): PictureRasterizer {
  return {
    async rasterize(svg, widthPx, heightPx) {
      try {
        const image = await loadImage(svgDataUri(svg, widthPx, heightPx));
        const canvas =
          typeof OffscreenCanvas === 'function'
            ? new OffscreenCanvas(widthPx, heightPx)
            : Object.assign(document.createElement('canvas'), { width: widthPx, height: heightPx });
        const context = canvas.getContext('2d') as
          CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
        if (!context) return null;
        context.drawImage(image, 0, 0, widthPx, heightPx);
        return await canvasToPng(canvas);
      } catch {
        return null;
      }
    },
  };
}
