import type { AreaWords } from '@koolers/contracts/words/translation';

/**
 * The farm's page (pages/farm.astro): the names of its rotating lines and of its picture strip
 * (`{title}`: the farm's title from Strapi, in lower case; Hindi and Marathi name the farm
 * themselves, as a title cannot be put in their oblique case), and the pause button. `name` and
 * `description` stand in the tab and search results while Strapi's title or intro is not translated.
 */
const en = {
  lines: 'From {title}',
  pictures: 'Pictures of {title}',
  pause: 'Pause the moving text and pictures',
  name: 'Our Farm',
  description: 'The Koolers farm, where our coconuts and everything we sell begin.',
} as const;

export const farmWords: AreaWords<typeof en> = {
  en,
  hi: {
    lines: 'हमारे फ़ार्म से',
    pictures: 'हमारे फ़ार्म की तस्वीरें',
    pause: 'चलते हुए शब्द और तस्वीरें रोकें',
    name: 'हमारा फ़ार्म',
    description: 'कूलर्स का फ़ार्म, जहाँ से हमारे नारियल और हमारी हर चीज़ की शुरुआत होती है।',
  },
  mr: {
    lines: 'आमच्या शेतातून',
    pictures: 'आमच्या शेताचे फोटो',
    pause: 'हलणारा मजकूर आणि फोटो थांबवा',
    name: 'आमचे शेत',
    description: 'कूलर्सचे शेत, जिथून आमच्या नारळांची आणि आम्ही विकतो त्या प्रत्येक गोष्टीची सुरुवात होते.',
  },
};
