export { scoreChoice as scoreSubtraction } from '@/activities/core/scoring';
