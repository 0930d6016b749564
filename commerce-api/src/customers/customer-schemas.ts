/**
 * The customers' forms as the API parses them. They are defined once, with the rules the browser
 * checks, in @koolers/contracts: the API and the site accept and refuse the same input.
 */

export { normaliseEmail } from '@koolers/contracts/form-fields';
export {
  type ChangePasswordInput,
  changePasswordBody,
  confirmWithPasswordBody,
  forgotPasswordBody,
  type LoginInput,
  loginBody,
  type ProfileInput,
  profileBody,
  type RegisterInput,
  type ResetPasswordInput,
  registerBody,
  resetPasswordBody,
} from '@koolers/contracts/form-schemas';
