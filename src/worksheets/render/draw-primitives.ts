import type { jsPDF } from 'jspdf';
import type { InkMode } from '../layout/ink';
import { MM_PER_PT, fitTextSize, truncateToWidth } from '../layout/text/measure';
import { LEXEND_VERTICAL } from '../layout/text/lexend-metrics';
import type {
  PathSegment,
  PicturePrimitive,
  Primitive,
  StrokeStyle,
  TraceGlyphPrimitive,
} from '../layout/types';
import { BRAND_MARK_SVG } from './brand-mark';
import type { FontFamily } from './fonts/register';
import { inkSaverPicture } from './pictures/ink-saver';
import type { PictureDrawer } from './pictures/picture-painter';
import { drawVectorPictureOnce, tracePath } from './svg/draw-vector';
import { parseVectorPicture } from './svg/vector-picture';

export interface DrawContext {
  pdf: jsPDF;
  family: FontFamily;
  pictures: PictureDrawer;
  /** The ink of the document being drawn. */
  ink: InkMode;
}

const brandMark = parseVectorPicture(BRAND_MARK_SVG);
const greyBrandMark = brandMark ? inkSaverPicture(brandMark) : null;

function applyStroke(pdf: jsPDF, style: StrokeStyle): void {
  pdf.setDrawColor(style.colour);
  pdf.setLineWidth(style.width);
  pdf.setLineDashPattern(style.dash ? [...style.dash] : [], 0);
  pdf.setLineCap(style.cap ?? 'butt');
  pdf.setLineJoin('round');
}

function paintStyle(
  pdf: jsPDF,
  fill: string | undefined,
  stroke: StrokeStyle | undefined,
): string | null {
  if (fill) pdf.setFillColor(fill);
  if (stroke) applyStroke(pdf, stroke);
  if (fill && stroke) return 'FD';
  if (fill) return 'F';
  if (stroke) return 'S';
  return null;
}

function setFont(context: DrawContext, weight: 'regular' | 'bold', size: number, colour: string) {
  context.pdf.setFont(context.family, weight === 'bold' ? 'bold' : 'normal');
  context.pdf.setFontSize(size);
  context.pdf.setTextColor(colour);
}

function isDot(stroke: readonly PathSegment[]): { x: number; y: number } | null {
  const [first, ...rest] = stroke;
  if (first?.op !== 'move') return null;
  const moves = rest.every(
    (segment) => segment.op === 'line' && segment.x === first.x && segment.y === first.y,
  );
  return moves ? { x: first.x, y: first.y } : null;
}

/** Solid model strokes, or round dots along the pen's path for the child to trace. */
function drawTraceGlyph(context: DrawContext, glyph: TraceGlyphPrimitive): void {
  const { pdf } = context;
  const model = glyph.style === 'model';
  const width = glyph.capHeight * (model ? 0.085 : 0.06);
  const { colour } = glyph;
  const dash = model ? [] : [0, glyph.capHeight * 0.13];
  if (!glyph.strokes) {
    // No stroke shapes for this character: an outlined letter in the text font instead.
    setFont(context, 'regular', glyph.capHeight / (LEXEND_VERTICAL.capHeight * MM_PER_PT), colour);
    pdf.setDrawColor(colour);
    pdf.setLineWidth(width * 0.6);
    pdf.setLineDashPattern(model ? [] : [0, glyph.capHeight * 0.08], 0);
    pdf.setLineCap('round');
    pdf.text(glyph.text, glyph.x, glyph.baseline, {
      baseline: 'alphabetic',
      renderingMode: model ? 'fill' : 'stroke',
    });
    pdf.setLineDashPattern([], 0);
    return;
  }
  pdf.setDrawColor(colour);
  pdf.setFillColor(colour);
  pdf.setLineWidth(width);
  pdf.setLineCap('round');
  pdf.setLineJoin('round');
  pdf.setLineDashPattern(dash, 0);
  for (const stroke of glyph.strokes) {
    const dot = isDot(stroke);
    if (dot) {
      pdf.circle(dot.x, dot.y, width * (model ? 0.75 : 0.6), 'F');
      continue;
    }
    tracePath(pdf, stroke);
    pdf.stroke();
  }
  pdf.setLineDashPattern([], 0);
}

/** Neutral greys, right in colour and in ink saver alike. */
const FRAME_GREY = '#999999';
const LABEL_GREY = '#555555';

/** Stands in for a picture that cannot be drawn: a dashed frame with what it shows. */
export function drawPictureFrame(context: DrawContext, picture: PicturePrimitive): void {
  const { pdf } = context;
  applyStroke(pdf, { colour: FRAME_GREY, width: 0.3, dash: [1, 0.8] });
  pdf.roundedRect(picture.x, picture.y, picture.width, picture.height, 1.5, 1.5, 'S');
  pdf.setLineDashPattern([], 0);
  const room = picture.width - 1.5;
  const size = fitTextSize(picture.label, Math.min(11, picture.height * 1.2), 'regular', room, 4);
  setFont(context, 'regular', size, LABEL_GREY);
  pdf.text(
    truncateToWidth(picture.label, size, 'regular', room),
    picture.x + picture.width / 2,
    picture.y + picture.height / 2 + size * MM_PER_PT * 0.3,
    {
      align: 'center',
      baseline: 'alphabetic',
    },
  );
}

export function drawPrimitive(context: DrawContext, primitive: Primitive): void {
  const { pdf } = context;
  switch (primitive.kind) {
    case 'text':
      setFont(context, primitive.weight, primitive.size, primitive.colour);
      pdf.text(primitive.text, primitive.x, primitive.y, {
        align: primitive.align,
        baseline: 'alphabetic',
      });
      return;
    case 'line':
      applyStroke(pdf, primitive.stroke);
      pdf.line(primitive.x1, primitive.y1, primitive.x2, primitive.y2);
      pdf.setLineDashPattern([], 0);
      return;
    case 'rect': {
      const style = paintStyle(pdf, primitive.fill, primitive.stroke);
      if (!style) return;
      if (primitive.radius > 0) {
        pdf.roundedRect(
          primitive.x,
          primitive.y,
          primitive.width,
          primitive.height,
          primitive.radius,
          primitive.radius,
          style,
        );
      } else {
        pdf.rect(primitive.x, primitive.y, primitive.width, primitive.height, style);
      }
      pdf.setLineDashPattern([], 0);
      return;
    }
    case 'circle': {
      const style = paintStyle(pdf, primitive.fill, primitive.stroke);
      if (style) pdf.circle(primitive.cx, primitive.cy, primitive.r, style);
      pdf.setLineDashPattern([], 0);
      return;
    }
    case 'path': {
      const fill = primitive.fill;
      const stroke = primitive.stroke;
      if (!fill && !stroke) return;
      paintStyle(pdf, fill, stroke);
      tracePath(pdf, primitive.segments);
      if (fill && stroke) pdf.fillStroke();
      else if (fill) pdf.fill();
      else pdf.stroke();
      pdf.setLineDashPattern([], 0);
      return;
    }
    case 'picture':
      context.pictures.draw(primitive, context.ink);
      return;
    case 'traceGlyph':
      drawTraceGlyph(context, primitive);
      return;
    case 'brandMark': {
      const saver = context.ink === 'saver';
      const mark = saver ? greyBrandMark : brandMark;
      if (mark) {
        drawVectorPictureOnce(pdf, saver ? 'sprouts-mark-grey' : 'sprouts-mark', mark, {
          x: primitive.x,
          y: primitive.y,
          width: primitive.size,
          height: primitive.size,
        });
      }
      return;
    }
  }
}
