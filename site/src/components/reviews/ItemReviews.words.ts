import type { AreaWords } from '@koolers/contracts/words/translation';

/**
 * An item's reviews (ItemReviews.astro): the summary (`{average}` to one decimal, `{count}` reviews),
 * the sort buttons, each review's stars, photo, byline and the shop's reply, and the line shown
 * before there is any. `{name}` is the item's, `{reviewer}` the reviewer's as the review names them.
 */
const en = {
  title: 'Reviews',
  outOfFive: '{average} out of 5',
  fromOneReview: 'from {count} review by verified buyers',
  fromReviews: 'from {count} reviews by verified buyers',
  sortReviews: 'Sort reviews',
  newest: 'Newest',
  highestRated: 'Highest rated',
  lowestRated: 'Lowest rated',
  stars: '{stars} out of 5 stars',
  photoAlt: 'Sent by {reviewer} with the review of {name}',
  verifiedBuyer: 'Verified buyer',
  aVerifiedBuyer: 'A verified buyer',
  replied: 'Koolers replied:',
  noReviews: 'No reviews yet. Bought {name}? The email that tells you it was delivered has a link to review it.',
} as const;

export const itemReviewsWords: AreaWords<typeof en> = {
  en,
  hi: {
    title: 'समीक्षाएँ',
    outOfFive: '5 में से {average}',
    fromOneReview: 'सत्यापित खरीदार की {count} समीक्षा के आधार पर',
    fromReviews: 'सत्यापित खरीदारों की {count} समीक्षाओं के आधार पर',
    sortReviews: 'समीक्षाओं का क्रम',
    newest: 'सबसे नई',
    highestRated: 'सबसे ज़्यादा रेटिंग',
    lowestRated: 'सबसे कम रेटिंग',
    stars: '5 में से {stars} स्टार',
    photoAlt: '{name} की समीक्षा के साथ {reviewer} की भेजी फ़ोटो',
    verifiedBuyer: 'सत्यापित खरीदार',
    aVerifiedBuyer: 'एक सत्यापित खरीदार',
    replied: 'कूलर्स का जवाब:',
    noReviews: 'अभी कोई समीक्षा नहीं है। क्या आपने {name} खरीदा है? डिलीवरी होने पर जो ईमेल आता है, उसमें समीक्षा लिखने का लिंक होता है।',
  },
  mr: {
    title: 'अभिप्राय',
    outOfFive: '5 पैकी {average}',
    fromOneReview: 'सत्यापित खरेदीदाराच्या {count} अभिप्रायावरून',
    fromReviews: 'सत्यापित खरेदीदारांच्या {count} अभिप्रायांवरून',
    sortReviews: 'अभिप्रायांचा क्रम',
    newest: 'सर्वात नवे',
    highestRated: 'सर्वाधिक रेटिंग',
    lowestRated: 'सर्वात कमी रेटिंग',
    stars: '5 पैकी {stars} स्टार',
    photoAlt: '{reviewer} यांनी {name} च्या अभिप्रायासोबत पाठवलेला फोटो',
    verifiedBuyer: 'सत्यापित खरेदीदार',
    aVerifiedBuyer: 'एक सत्यापित खरेदीदार',
    replied: 'कूलर्सचे उत्तर:',
    noReviews: 'अजून एकही अभिप्राय नाही. तुम्ही {name} घेतले आहे का? डिलिव्हरी झाल्याचा ईमेल येतो, त्यात अभिप्राय देण्याची लिंक असते.',
  },
};
