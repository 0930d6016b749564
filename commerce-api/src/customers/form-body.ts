/** A form body that refuses fields the form does not have (@koolers/contracts, where the shop's forms are defined). */
export { formBody } from '@koolers/contracts/form-schemas';
