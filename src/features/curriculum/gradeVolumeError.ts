/**
 * SPEC sections 2 and 8: an unknown grade or volume shows an error naming the grade and
 * volume as they were typed in the URL, e.g. 'Error: k4 v1 Component for grade and volume
 * not found'. A part missing from the URL (the welcome page has no volume) is left out.
 */
export function gradeVolumeErrorMessage(grade?: string, volume?: string): string {
  const named = [grade, volume].filter((part): part is string => Boolean(part)).join(' ');
  return `Error: ${named} Component for grade and volume not found`;
}
