export { scoreChoice as scoreComparing } from '@/activities/core/scoring';
