/** Words of forms and their fields. */

// Review, comment and search forms are not offers of the business, whatever their fields.
export const NOT_A_LEAD = /review|comment|reply|search|login|log in|sample/i;

export const ADD_TO_CART_FORM =
  /add to (?:cart|bag|basket)|buy (?:it )?now|cart\/add|add-?to-?cart|addtocart/i;

export const EMAIL_NAME = /e-?mail/i;

export const QUANTITY_FIELD = /\b(?:qty|quantity)\b/i;

export const VARIANT_FIELD =
  /\b(?:size|colou?r|variant|style|option|width|length|flavou?r|grind|roast|material|finish|edition|format)\b/i;
