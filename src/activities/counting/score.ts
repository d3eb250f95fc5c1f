export { scoreChoice as scoreCounting } from '@/activities/core/scoring';
