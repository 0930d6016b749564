import type { SeedData } from '../../markers';

/** The words in Hindi and Marathi, laid over the English seed field by field. */
export const siteSettingInHindi: SeedData = {
  shopName: 'कूलर्स',
  address: 'कूलर्स कोकोनट कंपनी, दुकान नं. 12, पाम बीच गैलेरिया, सेक्टर 17, वाशी, नवी मुंबई, महाराष्ट्र 400703',
  city: 'नवी मुंबई',
  state: 'महाराष्ट्र',
  businessHours: 'सोम-शनि, सुबह 9 - रात 10 बजे',
  deliveryTime: '15-20 मिनट',
};

export const siteSettingInMarathi: SeedData = {
  shopName: 'कूलर्स',
  address: 'कूलर्स कोकोनट कंपनी, दुकान क्र. 12, पाम बीच गॅलेरिया, सेक्टर 17, वाशी, नवी मुंबई, महाराष्ट्र 400703',
  city: 'नवी मुंबई',
  state: 'महाराष्ट्र',
  businessHours: 'सोम-शनि, सकाळी 9 - रात्री 10',
  deliveryTime: '15-20 मिनिटे',
};
