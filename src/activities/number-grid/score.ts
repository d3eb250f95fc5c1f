export { scoreChoice as scoreNumberGrid } from '@/activities/core/scoring';
