/** The sandbox's own credentials, used when none are set (`npm start` and the tests pass the same to the API). */
export const SANDBOX_DEFAULTS = {
  whatsappAccessToken: 'sandbox-whatsapp-access-token',
  whatsappAppSecret: 'sandbox-whatsapp-app-secret',
  whatsappPhoneNumberId: '100000000000002',
  whatsappDisplayNumber: '919820000000',
  msg91AuthKey: 'sandbox-msg91-auth-key',
} as const;
