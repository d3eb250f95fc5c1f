/** Parents Corner's view of progress: merged results, summaries, weeks and the report. */
export { outlineCatalog, type CatalogLookup, type CatalogPack } from './catalog';
export {
  buildProgressReport,
  MAX_SUGGESTIONS,
  periodStart,
  REPORT_PERIODS,
  resultsInPeriod,
  type ProgressReportData,
  type ReportOptions,
  type ReportPeriod,
  type ReportSkills,
  type SubjectReport,
  type Suggestion,
  type SuggestionReason,
} from './report';
export {
  ASSESSMENT_RESULT_KIND,
  isAssessmentResult,
  isUsableResult,
  mergeResults,
  type MergedResult,
  type MergedResults,
  type ProgressResult,
} from './results';
export {
  summariseProgress,
  type AssessmentProgress,
  type GradeProgress,
  type ProgressSummary,
  type SubjectProgress,
  type SummaryOptions,
  type TopicProgress,
  type VolumeProgress,
} from './summary';
export { localDateKey, startOfWeek, weeklyActivity, type WeekActivity } from './weeks';
