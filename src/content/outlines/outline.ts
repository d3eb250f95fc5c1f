import type { SubjectSlug } from '@/domain/grades';
import type { SkillInfo } from '@/domain/types';

/** What one volume teaches: a title, a paragraph for parents and the skills per subject. */
export interface VolumeOutline {
  title: string;
  summary: string;
  skills: Record<SubjectSlug, SkillInfo[]>;
}
