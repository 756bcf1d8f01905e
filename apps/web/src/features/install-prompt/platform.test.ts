import { describe, expect, it } from 'vitest';
import { detectPlatform } from './platform.ts';

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipadDesktopMode:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  linux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
};

describe('detectPlatform', () => {
  it.each([
    ['an iPhone', UA.iphone, 0, 'ios'],
    ['an iPad asking for the desktop site (a Mac with touch)', UA.ipadDesktopMode, 5, 'ios'],
    ['a Mac without touch', UA.ipadDesktopMode, 0, 'desktop'],
    ['an Android phone', UA.android, 5, 'android'],
    ['Windows', UA.windows, 0, 'desktop'],
    ['Linux', UA.linux, 0, 'desktop'],
    ['an empty user agent', '', 0, 'desktop'],
  ] as const)('treats %s as %s', (_name, userAgent, touchPoints, platform) => {
    expect(detectPlatform(userAgent, touchPoints)).toBe(platform);
  });
});
