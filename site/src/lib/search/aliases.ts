/**
 * The other names of the catalogue's words, as shoppers in Navi Mumbai write them: Hindi and Marathi
 * in Devanagari, the same words in Latin letters (Hinglish, the way they are typed on a phone), and
 * common English variants. A name in the search index carries the aliases of each of its words, so
 * "nariyal", "naral", "नारळ", "narial" and "coconut" all find the coconut drinks.
 *
 * Keyed by the English word as the catalogue spells it (folded, lib/search/fold.ts). Names editors
 * give things that are not a word of the catalogue ("shahale" for tender coconut) are theirs to keep,
 * in Strapi's "Search and sharing" (the synonyms the build adds to these).
 */
export const WORD_ALIASES: Record<string, readonly string[]> = {
  // The drinks and what they are made of
  coconut: ['nariyal', 'nariyel', 'narial', 'naryal', 'naral', 'naaral', 'नारळ', 'नारियल', 'नारियळ', 'श्रीफळ'],
  tender: ['kovla', 'कोवळा', 'कोवळे'],
  water: ['pani', 'paani', 'पाणी', 'पानी'],
  milk: ['doodh', 'dudh', 'दूध'],
  malai: ['मलाई', 'cream'],
  kooler: ['juice', 'drink', 'sharbat', 'sarbat', 'कूलर', 'ज्यूस', 'सरबत', 'शरबत'],
  mango: ['aam', 'amba', 'aamba', 'ambo', 'hapus', 'alphonso', 'आम', 'आंबा', 'हापूस'],
  jamun: ['jambhul', 'jambul', 'jamoon', 'जामुन', 'जांभूळ', 'जांभुळ'],
  guava: ['peru', 'amrud', 'amrood', 'पेरू', 'अमरूद', 'अमरुद'],
  pomegranate: ['anar', 'anaar', 'dalimb', 'dalimbe', 'अनार', 'डाळिंब'],
  pineapple: ['ananas', 'अननस', 'अनानास'],
  jackfruit: ['kathal', 'phanas', 'fanas', 'कटहल', 'फणस'],
  sitafal: ['sitaphal', 'seetaphal', 'sharifa', 'सीताफळ', 'सीताफल', 'शरीफा'],
  custard: ['सीताफळ'],
  sapodilla: ['chiku', 'cheeku', 'sapota', 'चिकू', 'चीकू'],
  chikoo: ['chiku', 'cheeku', 'sapota', 'चिकू', 'चीकू'],
  grape: ['angoor', 'angur', 'draksha', 'drakshe', 'द्राक्ष', 'द्राक्षे', 'अंगूर'],
  strawberry: ['स्ट्रॉबेरी', 'स्ट्रॉबेरि'],
  lychee: ['litchi', 'lichi', 'leechi', 'लीची', 'लिची'],
  avocado: ['butterfruit', 'एवोकाडो', 'ॲव्होकॅडो', 'बटरफ्रूट'],
  dragonfruit: ['dragon', 'kamalam', 'ड्रॅगन', 'ड्रैगन', 'कमलम'],
  chocolate: ['choco', 'चॉकलेट', 'चोकलेट'],
  butterscotch: ['बटरस्कॉच'],
  cucumber: ['kheera', 'khira', 'kakdi', 'काकडी', 'खीरा'],
  mint: ['pudina', 'pudeena', 'पुदिना', 'पुदीना'],
  lime: ['nimbu', 'limbu', 'लिंबू', 'नींबू'],
  lemon: ['nimbu', 'limbu', 'लिंबू', 'नींबू'],
  ginger: ['adrak', 'ale', 'aale', 'आले', 'अदरक'],
  turmeric: ['haldi', 'halad', 'हळद', 'हल्दी'],
  beetroot: ['chukandar', 'beet', 'बीट', 'चुकंदर'],
  amla: ['awla', 'avla', 'aonla', 'आवळा', 'आंवला', 'आँवला'],
  chaas: ['taak', 'tak', 'chhaas', 'chhach', 'buttermilk', 'ताक', 'छाछ', 'छास'],
  // The natural products
  oil: ['tel', 'तेल'],
  soap: ['sabun', 'saban', 'साबण', 'साबुन'],
  charcoal: ['koyla', 'kolsa', 'कोळसा', 'कोयला'],
  coir: ['kathya', 'काथ्या', 'जटा'],
  jaggery: ['gud', 'gur', 'gul', 'गूळ', 'गुळ', 'गुड़'],
  hair: ['baal', 'kes', 'केस', 'बाल'],
  lip: ['hoth', 'oth', 'ओठ', 'होंठ'],
  balm: ['malam', 'मलम'],
  neem: ['kadunimb', 'नीम', 'कडुनिंब'],
  cattle: ['gai', 'gaay', 'pashu', 'गाय', 'गुरे', 'पशु'],
  hibiscus: ['jaswand', 'jaswandi', 'gudhal', 'जास्वंद', 'गुड़हल'],
  vermicompost: ['khat', 'khad', 'compost', 'गांडूळ', 'खत', 'खाद', 'केंचुआ'],
  doormat: ['paydan', 'paypusni', 'पायदान', 'पायपुसणी'],
  dish: ['bhandi', 'bartan', 'भांडी', 'बर्तन'],
  dishwash: ['bhandi', 'bartan', 'भांडी', 'बर्तन'],
  soapnut: ['ritha', 'reetha', 'रिठा', 'रीठा'],
  pot: ['kundi', 'gamla', 'कुंडी', 'गमला'],
  peat: ['cocopeat', 'कोकोपीट'],
};
