import { GState, type jsPDF } from 'jspdf';
import type { Box, PathSegment } from '../../layout/types';
import type { VectorPicture } from './vector-picture';

const opacityStates = new WeakMap<jsPDF, Map<number, GState>>();

/** Graphics states are objects in the PDF: make one per opacity and document, and reuse it. */
function opacityState(doc: jsPDF, opacity: number): GState {
  let states = opacityStates.get(doc);
  if (!states) {
    states = new Map();
    opacityStates.set(doc, states);
  }
  const key = Math.round(opacity * 100) / 100;
  let state = states.get(key);
  if (!state) {
    state = new GState({ opacity: key, 'stroke-opacity': key });
    states.set(key, state);
  }
  return state;
}

export function tracePath(doc: jsPDF, segments: readonly PathSegment[]): void {
  for (const segment of segments) {
    switch (segment.op) {
      case 'move':
        doc.moveTo(segment.x, segment.y);
        break;
      case 'line':
        doc.lineTo(segment.x, segment.y);
        break;
      case 'curve':
        doc.curveTo(segment.x1, segment.y1, segment.x2, segment.y2, segment.x, segment.y);
        break;
      case 'close':
        doc.close();
        break;
    }
  }
}

function mapSegments(
  segments: readonly PathSegment[],
  scale: number,
  dx: number,
  dy: number,
): PathSegment[] {
  return segments.map((segment) => {
    switch (segment.op) {
      case 'close':
        return segment;
      case 'curve':
        return {
          op: 'curve',
          x1: segment.x1 * scale + dx,
          y1: segment.y1 * scale + dy,
          x2: segment.x2 * scale + dx,
          y2: segment.y2 * scale + dy,
          x: segment.x * scale + dx,
          y: segment.y * scale + dy,
        };
      default:
        return { op: segment.op, x: segment.x * scale + dx, y: segment.y * scale + dy };
    }
  });
}

/** Draws a parsed SVG fitted into `box` (centred, proportions kept) as PDF paths. */
export function drawVectorPicture(doc: jsPDF, picture: VectorPicture, box: Box): void {
  const { viewBox } = picture;
  const scale = Math.min(box.width / viewBox.width, box.height / viewBox.height);
  const dx = box.x + (box.width - viewBox.width * scale) / 2 - viewBox.x * scale;
  const dy = box.y + (box.height - viewBox.height * scale) / 2 - viewBox.y * scale;
  for (const shape of picture.shapes) {
    const translucent = shape.opacity < 0.995;
    if (translucent) {
      doc.saveGraphicsState();
      doc.setGState(opacityState(doc, shape.opacity));
    }
    tracePath(doc, mapSegments(shape.segments, scale, dx, dy));
    if (shape.fill) doc.setFillColor(shape.fill);
    if (shape.stroke) {
      doc.setDrawColor(shape.stroke.colour);
      doc.setLineWidth(shape.stroke.width * scale);
      doc.setLineCap(shape.stroke.cap);
      doc.setLineJoin(shape.stroke.join);
      doc.setLineDashPattern([], 0);
    }
    if (shape.fill && shape.stroke) {
      if (shape.evenOdd) doc.fillStrokeEvenOdd();
      else doc.fillStroke();
    } else if (shape.fill) {
      if (shape.evenOdd) doc.fillEvenOdd();
      else doc.fill();
    } else {
      doc.stroke();
    }
    if (translucent) doc.restoreGraphicsState();
  }
}

const formObjects = new WeakMap<jsPDF, Set<string>>();

/**
 * Draws a picture through a PDF form XObject: its paths are written once per document under
 * `key` and every later drawing only refers to them, so seven apples cost one apple.
 */
export function drawVectorPictureOnce(
  doc: jsPDF,
  key: string,
  picture: VectorPicture,
  box: Box,
): void {
  let made = formObjects.get(doc);
  if (!made) {
    made = new Set();
    formObjects.set(doc, made);
  }
  const { viewBox } = picture;
  const scale = Math.min(box.width / viewBox.width, box.height / viewBox.height);
  const dx = box.x + (box.width - viewBox.width * scale) / 2 - viewBox.x * scale;
  const dy = box.y + (box.height - viewBox.height * scale) / 2 - viewBox.y * scale;
  const known = made;
  doc.advancedAPI((pdf) => {
    if (!known.has(key)) {
      pdf.beginFormObject(viewBox.x, viewBox.y, viewBox.width, viewBox.height, pdf.unitMatrix);
      drawVectorPicture(pdf, picture, viewBox);
      pdf.endFormObject(key);
      known.add(key);
    }
    pdf.doFormObject(key, pdf.Matrix(scale, 0, 0, scale, dx, dy));
  });
}
