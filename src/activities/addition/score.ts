export { scoreChoice as scoreAddition } from '@/activities/core/scoring';
