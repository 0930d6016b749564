import type { SeedData } from '../../markers';

/** The header menu's names in Hindi and Marathi, item by item as in ../navigation.ts (its links stay). */
export const navigationInHindi: SeedData = {
  menu: [
    { name: 'होम' },
    { name: 'सेवाएँ', subMenu: [{ name: 'कूलर्स' }, { name: 'डाइट ड्रिंक' }, { name: 'उत्पाद' }] },
    {
      name: 'हमारे बारे में',
      subMenu: [
        { name: 'निदेशक परिचय' },
        { name: 'कंपनी के बारे में' },
        { name: 'हमारी कहानी', subMenu: [{ name: 'अध्यक्ष परिचय' }, { name: 'फ़ार्म' }, { name: 'कंपनी' }] },
      ],
    },
    { name: 'और', subMenu: [{ name: 'कोको क्लब' }, { name: 'ब्लॉग' }, { name: 'सवाल-जवाब' }, { name: 'मदद' }] },
    { name: 'संपर्क' },
  ],
  headerButtons: [{ label: 'उत्पाद' }, { label: 'कूलर्स' }],
};

export const navigationInMarathi: SeedData = {
  menu: [
    { name: 'मुख्यपृष्ठ' },
    { name: 'सेवा', subMenu: [{ name: 'कूलर्स' }, { name: 'डाएट ड्रिंक' }, { name: 'उत्पादने' }] },
    {
      name: 'आमच्याबद्दल',
      subMenu: [
        { name: 'संचालक परिचय' },
        { name: 'कंपनीबद्दल' },
        { name: 'आमची कहाणी', subMenu: [{ name: 'अध्यक्ष परिचय' }, { name: 'शेत' }, { name: 'कंपनी' }] },
      ],
    },
    { name: 'अधिक', subMenu: [{ name: 'कोको क्लब' }, { name: 'ब्लॉग' }, { name: 'प्रश्नोत्तरे' }, { name: 'मदत' }] },
    { name: 'संपर्क' },
  ],
  headerButtons: [{ label: 'उत्पादने' }, { label: 'कूलर्स' }],
};
