/**
 * What kind of page this is, as the checks need to know it: a page that sells, a cart or checkout
 * step, a single-product page, a listing of products.
 */
import type { CallToAction, PageModel } from '../../model/page-model.js';
import { addToCartButtons } from './ctas.js';
import { checkoutForms } from './forms.js';
import { derived } from './memo.js';
import { offerPrices } from './prices.js';
import { findText } from './text-search.js';
import { ADD_TO_CART_FORM, QUANTITY_FIELD, VARIANT_FIELD } from './vocabularies/forms.js';
import { CART_CTA, PRODUCT_CODE } from './vocabularies/pricing.js';

const SELLING_INTENTS = new Set<CallToAction['intent']>(['purchase', 'cart']);

/**
 * The page sells something: it shows prices (see offerPrices) or a buy or add-to-cart button.
 * Sign-up, subscribe, booking and apply buttons alone are leads, not sales.
 */
export function sellsOnPage(model: PageModel): boolean {
  return offerPrices(model).length > 0 || model.ctas.some((c) => SELLING_INTENTS.has(c.intent));
}

/**
 * The page is a cart or a checkout step: it has a checkout form, or a cart form that is the cart
 * itself rather than a product's add-to-cart form (which the form detector also calls a cart form).
 */
export function inCheckoutContext(model: PageModel): boolean {
  return model.forms.some(
    (f) =>
      f.purpose === 'checkout' ||
      (f.purpose === 'cart' && !ADD_TO_CART_FORM.test(`${f.submitText ?? ''} ${f.action ?? ''}`)),
  );
}

/** The page sells something directly: an e-commerce page, or any page with a cart or checkout. */
export function sellsDirectly(model: PageModel): boolean {
  return (
    model.industry.id === 'ecommerce' ||
    checkoutForms(model).length > 0 ||
    model.ctas.some((c) => c.intent === 'cart' || (c.intent === 'purchase' && CART_CTA.test(c.text)))
  );
}

// ---------------------------------------------------------------------------------------------
// Page kinds

// Types may carry a vocabulary prefix ("gr:Offering", "http://schema.org/Product").
const PRODUCT_TYPE = /(^|[:/#])(Product|ProductGroup|IndividualProduct|ProductModel|Book|Vehicle|Offering)$/;

const LISTING_TYPE = /(^|[:/#])(ItemList|OfferCatalog|CollectionPage|SearchResultsPage)$/;

/** More buy buttons than this means a grid of products, not one product with a few recommendations. */
const MAX_PDP_BUY_BUTTONS = 4;

/** Structured-data items describing a product. */
export function productItems(model: PageModel) {
  return model.structuredData.filter((s) => PRODUCT_TYPE.test(s.type));
}

/**
 * What makes a page about one product, whatever its buy button: a product title (h1), a
 * selling price, and something only a product has (a cart form, a quantity or variant picker,
 * a product code, or photos with reviews). A page whose add-to-cart went missing is still a
 * product page, which is exactly when PROD_001 must fail.
 */
function productSignals(model: PageModel): boolean {
  if (!model.headings.some((h) => h.level === 1 && (h.region === 'main' || h.region === 'aside')))
    return false;
  // a grid of buy buttons is a category page, with or without a product's signals
  if (addToCartButtons(model).length > MAX_PDP_BUY_BUTTONS) return false;
  const selling = model.prices.some(
    (p) =>
      !p.isCompareAt &&
      p.amount > 0 &&
      (p.period === null || p.period === 'one-time') &&
      (p.region === 'main' || p.region === 'aside'),
  );
  if (!selling) return false;
  const fields = model.forms.flatMap((f) => f.fields);
  const fieldText = (f: (typeof fields)[number]): string => `${f.name} ${f.label ?? ''}`;
  const picker =
    model.forms.some((f) => f.purpose === 'cart') ||
    fields.some((f) => QUANTITY_FIELD.test(fieldText(f))) ||
    fields.some((f) => (f.tag === 'select' || f.type === 'radio') && VARIANT_FIELD.test(fieldText(f)));
  if (picker) return true;
  if (findText(model, PRODUCT_CODE, (h) => h.region === 'main' || h.region === 'aside')) return true;
  const photos = model.images.some(
    (i) => !i.isLogo && !i.isPixel && i.region === 'main' && (i.width === null || i.width >= 200),
  );
  return photos && model.reviews.length > 0;
}

/**
 * A single-product page: exactly one product in structured data, an og:type of product, the
 * product signals above, or a few buy buttons (one product plus a row of recommendations).
 * Category and home pages list many products or declare a list. Derived once per model: every
 * product-page check and isListingPage ask.
 */
export function isProductPage(model: PageModel): boolean {
  return derived(model, 'isProductPage', computeIsProductPage);
}

function computeIsProductPage(model: PageModel): boolean {
  if (model.structuredData.some((s) => LISTING_TYPE.test(s.type))) return false;
  const products = productItems(model).length;
  if (products === 1) return true;
  if (products > 1) return false;
  if (/product/i.test(model.openGraph['og:type'] ?? '')) return true;
  if (productSignals(model)) return true;
  const buys = addToCartButtons(model).length;
  return buys >= 1 && buys <= MAX_PDP_BUY_BUTTONS;
}

/** A page listing several products: several products, buy buttons or prices, and not one product. */
export function isListingPage(model: PageModel): boolean {
  if (isProductPage(model)) return false;
  return (
    productItems(model).length >= 3 ||
    model.structuredData.some((s) => LISTING_TYPE.test(s.type)) ||
    addToCartButtons(model).length > MAX_PDP_BUY_BUTTONS ||
    model.prices.filter((p) => !p.isCompareAt).length >= 4
  );
}
