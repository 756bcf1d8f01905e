/**
 * A finished timer rings: three short beeps made with Web Audio (no sound file to fetch, so it
 * works offline), a vibration where the phone has one, and a notification when the user allowed
 * them (useful when the app is in the background).
 */

let context: AudioContext | null = null;

/** The page's audio context, made (or resumed) on a user's tap so it may play later. */
export function unlockAudio(): void {
  try {
    const Context =
      window.AudioContext ??
      (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Context) return;
    context ??= new Context();
    if (context.state === 'suspended') void context.resume();
  } catch {
    context = null;
  }
}

function beep(audio: AudioContext, at: number): void {
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.value = 880;
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(0.4, at + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.35);
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start(at);
  oscillator.stop(at + 0.4);
}

/** Asks once whether timers may notify, on the tap that starts the first timer. */
export function askForNotifications(): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'default') return;
  void Notification.requestPermission().catch(() => undefined);
}

/** What a timer's notification says and where a tap on it leads. */
export interface AlarmNotice {
  timerId: string;
  title: string;
  body: string;
  /** A path in the app (the recipe's cook mode). */
  url: string;
}

const noticeTag = (timerId: string) => `cook-timer-${timerId}`;

/**
 * A notification through the service worker where there is one (Android's Chrome allows no other
 * kind; its click handler, public/sw-timers.js, brings the app back at `url`), else the page's
 * own; if neither can show, the sound and the screen still tell.
 */
async function showNotice(notice: AlarmNotice): Promise<boolean> {
  const options: NotificationOptions & { vibrate?: number[]; renotify?: boolean } = {
    body: notice.body,
    tag: noticeTag(notice.timerId),
    icon: '/icons/icon-192.png',
    requireInteraction: true,
    vibrate: [300, 150, 300],
    data: { kind: 'cook-timer', url: notice.url },
  };
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    if (registration) {
      await registration.showNotification(notice.title, options);
      return true;
    }
    new Notification(notice.title, options);
    return true;
  } catch (error) {
    console.warn('[plateful] the timer notification could not be shown', error);
    return false;
  }
}

/** Takes a timer's notification away (the timer was dismissed in the app). */
export async function closeNotice(timerId: string): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const shown = (await registration?.getNotifications({ tag: noticeTag(timerId) })) ?? [];
    for (const notification of shown) notification.close();
  } catch {
    // Nothing shown, or no way to reach it: nothing to take away.
  }
}

/** Whether the cook is looking at this page (else a notification is what they will see). */
const looking = () => document.visibilityState === 'visible' && document.hasFocus();

/**
 * Rings for a finished timer: sound and vibration (unless `quiet`), and a notification when they
 * are allowed and the page is out of sight or out of focus. Returns what it did.
 */
export function ringAlarm(
  notice: AlarmNotice,
  { quiet = false }: { quiet?: boolean } = {},
): { sound: boolean; vibration: boolean; notice: boolean } {
  let sound = false;
  let vibration = false;
  if (!quiet) {
    unlockAudio();
    if (context) {
      const start = context.currentTime + 0.05;
      for (let index = 0; index < 3; index += 1) beep(context, start + index * 0.5);
      sound = true;
    }
    vibration = typeof navigator.vibrate === 'function' && navigator.vibrate([300, 150, 300]);
  }
  let shown = false;
  if (
    !quiet &&
    typeof Notification !== 'undefined' &&
    Notification.permission === 'granted' &&
    !looking()
  ) {
    shown = true;
    void showNotice(notice);
  }
  document.documentElement.dataset.timerRang = String(Date.now());
  return { sound, vibration, notice: shown };
}
