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

/**
 * A notification through the service worker where there is one (Android's Chrome allows no other
 * kind), else the page's own; if neither can show, the sound and the screen still tell.
 */
async function showNotice(label: string): Promise<void> {
  const options = { body: label, tag: `cook-timer-${label}` };
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    if (registration) {
      await registration.showNotification('Timer done', options);
      return;
    }
    new Notification('Timer done', options);
  } catch (error) {
    console.warn('[plateful] the timer notification could not be shown', error);
  }
}

/** Rings for a finished timer; returns what it could do (for the page's own record). */
export function ringAlarm(label: string): { sound: boolean; vibration: boolean; notice: boolean } {
  let sound = false;
  unlockAudio();
  if (context) {
    const start = context.currentTime + 0.05;
    for (let index = 0; index < 3; index += 1) beep(context, start + index * 0.5);
    sound = true;
  }
  const vibration = typeof navigator.vibrate === 'function' && navigator.vibrate([300, 150, 300]);
  let notice = false;
  if (typeof Notification !== 'undefined' && Notification.permission === 'granted') {
    notice = true;
    void showNotice(label);
  }
  document.documentElement.dataset.timerRang = String(Date.now());
  return { sound, vibration, notice };
}
