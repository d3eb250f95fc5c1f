export { scoreChoice as scoreShapes } from '@/activities/core/scoring';
