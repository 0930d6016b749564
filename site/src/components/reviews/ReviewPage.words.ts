import type { AreaWords } from '@koolers/contracts/words/translation';

/**
 * The review page's words (pages/review.astro, the delivered message's review link): its title, the
 * form written for each item of the order, and what its script writes once it knows the order and
 * as each review is sent. `{number}` is the order's number, `{reviewer}` the name the review shows
 * as (or `aVerifiedBuyer`), `{name}` the item's, `{stars}` a number of stars from 2 to 5, `{reason}`
 * the API's words for a photo it refused. The API's own messages come in the page's language.
 */
const en = {
  title: 'Review your order',
  description: 'Tell us what you thought of your Koolers drinks.',
  writingAReview: 'Writing a review',

  yourItem: 'Your item',
  yourRating: 'Your rating (required)',
  yourRatingOf: 'Your rating of {name} (required)',
  stars: '{stars} stars',
  oneStar: '1 star',
  yourReview: 'Your review (optional)',
  aPhoto: 'A photo (optional: JPEG, PNG or WebP, under 8 MB)',
  photoDetailsRemoved: "We remove the photo's location and other details before anyone sees it.",
  keepText: "If I delete my account later, my review's words may stay on the shop (my name and photo are always removed).",
  sendReview: 'Send review',

  headingFor: 'Review your order {number}',
  showsAs: 'Your review shows as {reviewer}, marked “Verified buyer”, once we have read it.',
  aVerifiedBuyer: 'a verified buyer',
  chooseStars: 'Choose from 1 to 5 stars.',
  photoTooLarge: 'Please choose a photo under 8 MB.',
  alreadyReviewed: 'You have reviewed this item. Thank you!',
  thanks: 'Thank you! Your review will appear once we have read it.',
  sendingPhoto: 'Sending your photo…',
  photoAdded: 'Your photo is with it.',
  photoNotAdded: 'Your photo was not added: {reason}',
} as const;

export const reviewPageWords: AreaWords<typeof en> = {
  en,
  hi: {
    title: 'अपने ऑर्डर की समीक्षा करें',
    description: 'कूलर्स के ड्रिंक्स आपको कैसे लगे, हमें बताएँ।',
    writingAReview: 'समीक्षा लिखना',

    yourItem: 'आपकी चीज़',
    yourRating: 'आपकी रेटिंग (ज़रूरी)',
    yourRatingOf: '{name} के लिए आपकी रेटिंग (ज़रूरी)',
    stars: '{stars} स्टार',
    oneStar: '1 स्टार',
    yourReview: 'आपकी समीक्षा (वैकल्पिक)',
    aPhoto: 'एक फ़ोटो (वैकल्पिक: जेपीईजी, पीएनजी या वेबपी, 8 एमबी से छोटी)',
    photoDetailsRemoved: 'फ़ोटो किसी को दिखाने से पहले हम उसमें से जगह की जानकारी और दूसरे विवरण हटा देते हैं।',
    keepText: 'अगर मैं बाद में अपना खाता हटा दूँ, तो मेरी समीक्षा के शब्द दुकान पर रह सकते हैं (मेरा नाम और फ़ोटो हमेशा हटा दिए जाते हैं)।',
    sendReview: 'समीक्षा भेजें',

    headingFor: 'अपने ऑर्डर {number} की समीक्षा करें',
    showsAs: 'हमारे पढ़ लेने के बाद आपकी समीक्षा {reviewer} के नाम से दिखेगी, और उस पर “सत्यापित खरीदार” लिखा होगा।',
    aVerifiedBuyer: 'एक सत्यापित खरीदार',
    chooseStars: '1 से 5 तक स्टार चुनें।',
    photoTooLarge: 'कृपया 8 एमबी से छोटी फ़ोटो चुनें।',
    alreadyReviewed: 'आप इस चीज़ की समीक्षा लिख चुके हैं। धन्यवाद!',
    thanks: 'धन्यवाद! हमारे पढ़ लेने के बाद आपकी समीक्षा दिखने लगेगी।',
    sendingPhoto: 'आपकी फ़ोटो भेजी जा रही है…',
    photoAdded: 'आपकी फ़ोटो भी उसके साथ है।',
    photoNotAdded: 'आपकी फ़ोटो नहीं जुड़ सकी: {reason}',
  },
  mr: {
    title: 'तुमच्या ऑर्डरचा अभिप्राय द्या',
    description: 'कूलर्सचे ड्रिंक्स तुम्हाला कसे वाटले ते आम्हाला सांगा.',
    writingAReview: 'अभिप्राय देणे',

    yourItem: 'तुमची वस्तू',
    yourRating: 'तुमचे रेटिंग (आवश्यक)',
    yourRatingOf: '{name} साठी तुमचे रेटिंग (आवश्यक)',
    stars: '{stars} स्टार',
    oneStar: '1 स्टार',
    yourReview: 'तुमचा अभिप्राय (ऐच्छिक)',
    aPhoto: 'एक फोटो (ऐच्छिक: जेपीईजी, पीएनजी किंवा वेबपी, 8 एमबीपेक्षा लहान)',
    photoDetailsRemoved: 'फोटो कोणालाही दाखवण्याआधी आम्ही त्यातील ठिकाणाची माहिती आणि इतर तपशील काढून टाकतो.',
    keepText: 'मी नंतर माझे खाते हटवले, तर माझ्या अभिप्रायातील शब्द दुकानात राहू शकतात (माझे नाव आणि फोटो नेहमी काढून टाकले जातात).',
    sendReview: 'अभिप्राय पाठवा',

    headingFor: 'तुमच्या ऑर्डर {number} चा अभिप्राय द्या',
    showsAs: 'आम्ही वाचल्यानंतर तुमचा अभिप्राय {reviewer} या नावाने दिसेल, आणि त्यावर “सत्यापित खरेदीदार” असे लिहिलेले असेल.',
    aVerifiedBuyer: 'सत्यापित खरेदीदार',
    chooseStars: '1 ते 5 पैकी स्टार निवडा.',
    photoTooLarge: 'कृपया 8 एमबीपेक्षा लहान फोटो निवडा.',
    alreadyReviewed: 'तुम्ही या वस्तूचा अभिप्राय दिला आहे. धन्यवाद!',
    thanks: 'धन्यवाद! आम्ही वाचल्यानंतर तुमचा अभिप्राय दिसू लागेल.',
    sendingPhoto: 'तुमचा फोटो पाठवत आहोत…',
    photoAdded: 'तुमचा फोटोही त्यासोबत आहे.',
    photoNotAdded: 'तुमचा फोटो जोडता आला नाही: {reason}',
  },
};
