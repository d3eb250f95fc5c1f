/** How Sprouts can be put on this device's home screen. */
export type InstallRoute =
  /** The browser offered installation (beforeinstallprompt): one tap on Install Sprouts. */
  | 'prompt'
  /** iPhone or iPad Safari: Share, then Add to Home Screen. */
  | 'ios-safari'
  /** Already running as an installed app. */
  | 'installed'
  /** Nothing to offer (the browser has not offered installation). */
  | 'none';

export interface DeviceFacts {
  userAgent: string;
  /** navigator.maxTouchPoints: iPadOS presents itself as a Mac with a touch screen. */
  maxTouchPoints: number;
  /** display-mode standalone, or Safari's navigator.standalone. */
  standalone: boolean;
  /** A beforeinstallprompt event is waiting to be used. */
  canPrompt: boolean;
}

/** iOS or iPadOS Safari (other iOS browsers name themselves: CriOS, FxiOS, EdgiOS...). */
export function isIosSafari({ userAgent, maxTouchPoints }: DeviceFacts): boolean {
  const ios =
    /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  const safari =
    /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\/|YaBrowser/.test(userAgent);
  return ios && safari;
}

export function installRoute(facts: DeviceFacts): InstallRoute {
  if (facts.standalone) return 'installed';
  if (facts.canPrompt) return 'prompt';
  if (isIosSafari(facts)) return 'ios-safari';
  return 'none';
}
