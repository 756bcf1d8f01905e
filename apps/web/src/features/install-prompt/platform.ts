/** SPEC §4: the install instructions differ by platform, told apart by the user agent. */
export type InstallPlatform = 'ios' | 'android' | 'desktop';

/**
 * The platform of a browser from its user agent. iPadOS reports itself as a Mac, so a "Macintosh"
 * with a touch screen counts as iOS.
 */
export function detectPlatform(userAgent: string, maxTouchPoints = 0): InstallPlatform {
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  if (/android/i.test(userAgent)) return 'android';
  return 'desktop';
}

/** SPEC §4's instruction for each platform, word for word. */
export const PLATFORM_INSTRUCTIONS: Record<InstallPlatform, string> = {
  ios: 'Tap Share → Add to Home Screen',
  android: 'Tap Install app',
  desktop: 'Use the Install icon in your address bar',
};
