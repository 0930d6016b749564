import { useCallback, useRef, useState } from 'react';

/**
 * The desk's cue for something new: a sentence for the visible (and screen-reader) announcement,
 * and, once the staff member turned the sound on (browsers allow sound only after a click), a
 * short two-note chime made with Web Audio, so no sound file is downloaded.
 */
export function useCue() {
  const [soundOn, setSoundOn] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const audio = useRef<AudioContext | null>(null);

  const toggleSound = useCallback(() => {
    setSoundOn((on) => {
      if (!on && !audio.current) audio.current = new AudioContext();
      return !on;
    });
  }, []);

  const chime = useCallback(() => {
    const context = audio.current;
    if (!context) return;
    const now = context.currentTime;
    for (const [index, frequency] of [880, 1320].entries()) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, now + index * 0.18);
      gain.gain.exponentialRampToValueAtTime(0.2, now + index * 0.18 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + index * 0.18 + 0.3);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(now + index * 0.18);
      oscillator.stop(now + index * 0.18 + 0.32);
    }
  }, []);

  const cue = useCallback(
    (text: string) => {
      setAnnouncement(text);
      if (soundOn) chime();
    },
    [soundOn, chime],
  );

  return { soundOn, toggleSound, announcement, cue };
}
