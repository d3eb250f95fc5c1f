export { scoreChoice as scoreMissingNumbers } from '@/activities/core/scoring';
