import { useNavigate } from '@/lib/router';
import type { PlayPlace } from '@/content/next-step';
import { enterFullscreen } from '@/ui/fullscreen';

/** What a topic page is told when it is opened to be played at once (from the map or the stars). */
export interface PlayNow {
  play: true;
}

export function isPlayNow(state: unknown): state is PlayNow {
  return typeof state === 'object' && state !== null && (state as PlayNow).play === true;
}

/**
 * Starts a place of the volume from a tap: the whole screen is asked for in the tap itself, then
 * its page opens straight into the round.
 */
export function usePlayPlace(basePath: string): (place: PlayPlace) => void {
  const navigate = useNavigate();
  return (place) => {
    enterFullscreen();
    const state: PlayNow = { play: true };
    navigate(`${basePath}/${place.subject}/${place.segment}`, { state });
  };
}
