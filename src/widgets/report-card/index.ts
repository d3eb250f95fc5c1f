export { ReportCard, type ReportCardProps } from './ReportCard';
export { SKILL_LEVEL_LABELS, SkillLevelBadge } from './SkillLevelBadge';
