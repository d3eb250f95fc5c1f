/** Where each tile of a row goes, said as a place: 'C does not go first.' */
export function placeNames(length: number): string[] {
  if (length === 3) return ['first', 'in the middle', 'last'];
  const names = ['first', 'second', 'third', 'fourth', 'fifth'].slice(0, length);
  names[length - 1] = 'last';
  return names;
}
