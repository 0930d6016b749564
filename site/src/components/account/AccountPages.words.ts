import type { AreaWords } from '@koolers/contracts/words/translation';

/**
 * The account's pages' own words, beside their islands' (contracts/src/words/sign-in.ts,
 * account.ts): what needs JavaScript on each (NeedsJavaScript.astro's `{what}`), the lines under the
 * login and register forms, and the password pages' titles and introductions.
 */
const en = {
  loggingIn: 'Logging in',
  newToKoolers: 'New to Koolers?',
  register: 'Register',

  creatingAnAccount: 'Creating an account',
  itsFree: 'It’s completely free',
  haveAnAccount: 'Already have an account?',
  loginHere: 'Login here',
  noPassword: 'No password wanted?',
  signUpWithPhone: 'Sign up with your phone number',

  yourAccount: 'Your account',

  resettingAPassword: 'Resetting a password',
  forgotTitle: 'Forgot password',
  forgotHeading: 'Forgot password?',
  forgotDescription: 'Get a link to choose a new password for your Koolers account.',
  forgotIntro:
    'Enter the email address of your account: we will email you a link to choose a new password. The link works once, for 30 minutes.',
  resetTitle: 'Choose a new password',
  resetDescription: 'Choose a new password for your Koolers account.',
} as const;

export const accountPagesWords: AreaWords<typeof en> = {
  en,
  hi: {
    loggingIn: 'लॉग इन करना',
    newToKoolers: 'कूलर्स पर नए हैं?',
    register: 'रजिस्टर करें',

    creatingAnAccount: 'खाता बनाना',
    itsFree: 'यह बिल्कुल मुफ़्त है',
    haveAnAccount: 'पहले से खाता है?',
    loginHere: 'यहाँ लॉग इन करें',
    noPassword: 'पासवर्ड नहीं चाहिए?',
    signUpWithPhone: 'अपने फ़ोन नंबर से साइन अप करें',

    yourAccount: 'आपका खाता',

    resettingAPassword: 'पासवर्ड बदलना',
    forgotTitle: 'पासवर्ड भूल गए',
    forgotHeading: 'पासवर्ड भूल गए?',
    forgotDescription: 'अपने कूलर्स खाते का नया पासवर्ड चुनने के लिए लिंक पाएँ।',
    forgotIntro: 'अपने खाते का ईमेल पता डालें: हम आपको नया पासवर्ड चुनने का लिंक ईमेल करेंगे। लिंक एक बार, 30 मिनट तक काम करता है।',
    resetTitle: 'नया पासवर्ड चुनें',
    resetDescription: 'अपने कूलर्स खाते का नया पासवर्ड चुनें।',
  },
  mr: {
    loggingIn: 'लॉग इन करणे',
    newToKoolers: 'कूलर्सवर नवीन आहात?',
    register: 'नोंदणी करा',

    creatingAnAccount: 'खाते तयार करणे',
    itsFree: 'हे पूर्णपणे मोफत आहे',
    haveAnAccount: 'आधीच खाते आहे?',
    loginHere: 'इथे लॉग इन करा',
    noPassword: 'पासवर्ड नको?',
    signUpWithPhone: 'तुमच्या फोन नंबरने साइन अप करा',

    yourAccount: 'तुमचे खाते',

    resettingAPassword: 'पासवर्ड बदलणे',
    forgotTitle: 'पासवर्ड विसरलात',
    forgotHeading: 'पासवर्ड विसरलात?',
    forgotDescription: 'तुमच्या कूलर्स खात्याचा नवीन पासवर्ड निवडण्यासाठी लिंक मिळवा.',
    forgotIntro: 'तुमच्या खात्याचा ईमेल पत्ता टाका: नवीन पासवर्ड निवडण्याची लिंक आम्ही तुम्हाला ईमेल करू. लिंक एकदाच, 30 मिनिटांसाठी चालते.',
    resetTitle: 'नवीन पासवर्ड निवडा',
    resetDescription: 'तुमच्या कूलर्स खात्याचा नवीन पासवर्ड निवडा.',
  },
};
