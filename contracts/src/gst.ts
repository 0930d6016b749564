/**
 * GST facts shared by the CMS (which checks what editors type) and the commerce API (which prints
 * it on tax invoices): India's states and union territories with their GST state codes (the first
 * two digits of a GSTIN), the GSTIN's own check, and the rule for invoice series prefixes.
 */
export type IndianState = { code: string; name: string };

export const GST_STATES: readonly IndianState[] = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
];

/** The GST rates (percent) the shop's goods are invoiced at: editors may pick only these in Strapi. */
export const GST_RATES = [0, 5, 12, 18] as const;
export type GstRate = (typeof GST_RATES)[number];

export function isGstRate(value: number): value is GstRate {
  return (GST_RATES as readonly number[]).includes(value);
}

/** An HSN code as invoices print it: 4, 6 or 8 digits. */
export const HSN_PATTERN = /^(\d{4}|\d{6}|\d{8})$/;

const BY_CODE = new Map(GST_STATES.map((state) => [state.code, state]));

export function stateByCode(code: string): IndianState | undefined {
  return BY_CODE.get(code);
}

/** A GSTIN: state code, PAN (5 letters, 4 digits, a letter), entity number, Z, check character. */
export const GSTIN_PATTERN = /^(\d{2})[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const GSTIN_CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The check character GSTN computes over the first 14 characters (a Luhn mod 36 variant). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index++) {
    const value = GSTIN_CHARSET.indexOf(first14[index] ?? '');
    const product = value * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARSET[(36 - (sum % 36)) % 36] ?? '0';
}

/** Whether a GSTIN is well formed, of a known state, with the right check character. */
export function isValidGstin(gstin: string): boolean {
  const match = GSTIN_PATTERN.exec(gstin);
  if (!match?.[1] || !stateByCode(match[1])) return false;
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14];
}

/**
 * A document number is `<prefix>/<financial year>/<serial>`, e.g. `KI/2526/00042`: at most 16
 * characters (CGST Rule 46(b)), so a prefix has 1 to 4 capital letters or digits, leaving the
 * serial six digits (999,999 documents a year).
 */
export const SERIES_PREFIX_PATTERN = /^[A-Z0-9]{1,4}$/;

/** Why a series prefix cannot be used, or null. */
export function seriesPrefixProblem(prefix: string): string | null {
  return SERIES_PREFIX_PATTERN.test(prefix)
    ? null
    : 'Use 1 to 4 capital letters or digits (e.g. KI): with the year and the serial, an invoice number may have at most 16 characters.';
}

/** Why a GSTIN cannot be used, or null. */
export function gstinProblem(gstin: string): string | null {
  if (!GSTIN_PATTERN.test(gstin)) return 'Must be a 15-character GSTIN, e.g. 27AAPFU0939F1ZV (capital letters and digits).';
  if (!isValidGstin(gstin)) return 'This GSTIN has a typing mistake: its last character does not match the others.';
  return null;
}
