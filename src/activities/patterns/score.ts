export { scoreChoice as scorePatterns } from '@/activities/core/scoring';
