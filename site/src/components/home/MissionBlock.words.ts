import type { AreaWords } from '@koolers/contracts/words/translation';

/** "Our Mission" (MissionBlock.astro): the name of the button that pauses its turning pictures. */
const en = {
  pause: 'Pause the mission pictures',
} as const;

export const missionBlockWords: AreaWords<typeof en> = {
  en,
  hi: {
    pause: 'हमारे मिशन की तस्वीरें रोकें',
  },
  mr: {
    pause: 'आमच्या मिशनचे फोटो थांबवा',
  },
};
