/** Geometric invariants every laid-out worksheet must keep; shared by the layout tests. */
import { isCardFrame } from '../layout/cards/card';
import { printableArea } from '../layout/paper';
import { primitiveBounds } from '../layout/primitives';
import type { Box, Primitive, PrintableDocument, TextPrimitive } from '../layout/types';

const EPSILON = 0.01;

export interface Problem {
  page: number;
  zone: 'header' | 'body' | 'footer';
  primitive: Primitive;
  bounds: Box;
  problem: string;
}

/** Every primitive inside the printable area, and the body strictly between header and footer. */
export function placementProblems(document: PrintableDocument): Problem[] {
  const area = printableArea(document.paper);
  const problems: Problem[] = [];
  for (const page of document.pages) {
    const zones = [
      ['header', page.header],
      ['body', page.body],
      ['footer', page.footer],
    ] as const;
    for (const [zone, primitives] of zones) {
      for (const primitive of primitives) {
        const bounds = primitiveBounds(primitive);
        const report = (problem: string) =>
          problems.push({ page: page.number, zone, primitive, bounds, problem });
        if (![bounds.x, bounds.y, bounds.width, bounds.height].every(Number.isFinite))
          report('not finite');
        if (bounds.x < area.left - EPSILON) report('left of the printable area');
        if (bounds.y < area.top - EPSILON) report('above the printable area');
        if (bounds.x + bounds.width > area.right + EPSILON) report('right of the printable area');
        if (bounds.y + bounds.height > area.bottom + EPSILON) report('below the printable area');
        if (zone === 'header' && bounds.y + bounds.height > page.headerBottom + EPSILON)
          report('header below its line');
        if (zone === 'body' && bounds.y < page.headerBottom + EPSILON)
          report('body overlaps the header');
        if (zone === 'body' && bounds.y + bounds.height > page.footerTop - EPSILON)
          report('body overlaps the footer');
        if (zone === 'footer' && bounds.y < page.footerTop - EPSILON)
          report('footer above its line');
      }
    }
  }
  return problems;
}

export function texts(primitives: readonly Primitive[]): TextPrimitive[] {
  return primitives.filter((primitive): primitive is TextPrimitive => primitive.kind === 'text');
}

export function pageText(primitives: readonly Primitive[]): string {
  return texts(primitives)
    .map((text) => text.text)
    .join(' ');
}

/** Card frames: the rounded rectangles each item sits in. */
export function cardFrames(primitives: readonly Primitive[]): Box[] {
  return primitives.filter(
    (primitive): primitive is Extract<Primitive, { kind: 'rect' }> =>
      primitive.kind === 'rect' && isCardFrame(primitive),
  );
}
