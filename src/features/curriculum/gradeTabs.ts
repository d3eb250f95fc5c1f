import { VOLUME_SLUGS, VOLUME_TITLES, type VolumeSlug } from '@/domain/grades';

export interface GradeTab {
  label: string;
  to: string;
  /** 'page' on the tab's own page, 'true' on a page inside it (a subject or activity). */
  current: 'page' | 'true' | undefined;
}

/**
 * The tabs of the grade layout: V1 to V4 and Curriculum. `gradeSegment` keeps the grade as
 * written in the URL; `rest` is what follows /class/{grade}/{volume}.
 */
export function gradeTabs(
  gradeSegment: string,
  volume: VolumeSlug,
  rest: readonly string[],
): GradeTab[] {
  const base = `/class/${gradeSegment}`;
  const onCurriculum = rest.length === 1 && rest[0]?.toLowerCase() === 'curriculum';
  const volumeTabs: GradeTab[] = VOLUME_SLUGS.map((slug) => ({
    label: VOLUME_TITLES[slug],
    to: `${base}/${slug}`,
    current: slug !== volume || onCurriculum ? undefined : rest.length === 0 ? 'page' : 'true',
  }));
  return [
    ...volumeTabs,
    {
      label: 'Curriculum',
      to: `${base}/${volume}/curriculum`,
      current: onCurriculum ? 'page' : undefined,
    },
  ];
}
