import { attr, collapse, isElement, type HtmlElement, type PageDom } from '../dom.js';
import type { StructuredDataItem } from '../page-model.js';

/** A structured data item with the element it came from (a JSON-LD script or a microdata scope). */
export interface LocatedItem {
  item: StructuredDataItem;
  /** Full (untrimmed) data, for detectors that read nested entities such as reviews or FAQ answers. */
  raw: Record<string, unknown>;
  element: HtmlElement;
}

const MAX_DEPTH = 5;
const MAX_STRING = 300;
const MAX_ARRAY = 20;

/** data-vocabulary.org names of schema.org types. */
const LEGACY_TYPES: Record<string, string> = {
  'Review-aggregate': 'AggregateRating',
  Breadcrumb: 'BreadcrumbList',
  'Offer-aggregate': 'AggregateOffer',
};

function typeName(value: unknown): string {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first !== 'string') return 'Thing';
  // full IRIs (schema.org, data-vocabulary.org) and RDFa prefixes ("v:", "gr:") name the same types
  const bare = first
    .trim()
    .replace(/^.*[/#]/, '')
    .replace(/^[a-z]+:/i, '');
  return LEGACY_TYPES[bare] ?? bare;
}

/** Keeps the model small: bounded depth, strings and arrays. */
export function trimData(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value;
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_DEPTH) return Array.isArray(value) ? [] : {};
  if (Array.isArray(value)) return value.slice(0, MAX_ARRAY).map((v) => trimData(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (k === '@context') continue;
    out[k] = trimData(v, depth + 1);
  }
  return out;
}

/** Parses JSON-LD leniently: comments, CDATA wrappers, trailing commas and raw newlines in strings. */
export function parseJsonLoose(text: string): unknown {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  try {
    return JSON.parse(trimmed);
  } catch {
    // fall through to the repairs
  }
  const repaired = trimmed
    .replace(/^\s*(?:<!--|\/\/\s*<!\[CDATA\[|<!\[CDATA\[)/, '')
    .replace(/(?:-->|\/\/\s*\]\]>|\]\]>)\s*$/, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/[\n\r\t\f\v]+/g, ' ')
    .replace(/,\s*([}\]])/g, '$1')
    .replace(/;\s*$/, '');
  try {
    return JSON.parse(repaired);
  } catch {
    return undefined;
  }
}

function collectJsonLdItems(value: unknown, out: Record<string, unknown>[]): void {
  if (Array.isArray(value)) {
    for (const v of value) collectJsonLdItems(v, out);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const obj = value as Record<string, unknown>;
  if (Array.isArray(obj['@graph'])) {
    collectJsonLdItems(obj['@graph'], out);
    if (!obj['@type']) return;
  }
  if (obj['@type']) out.push(obj);
}

function microdataValue(el: HtmlElement, dom: PageDom): unknown {
  if (el.attribs.itemscope !== undefined) return microdataScope(el, dom);
  const name = el.name;
  const content = attr(el, 'content');
  if (content !== null) return content.trim();
  if (name === 'a' || name === 'link' || name === 'area') return attr(el, 'href') ?? '';
  if (
    name === 'img' ||
    name === 'source' ||
    name === 'video' ||
    name === 'audio' ||
    name === 'iframe' ||
    name === 'embed'
  )
    return attr(el, 'src') ?? '';
  if (name === 'time') return attr(el, 'datetime') ?? dom.textOf(el);
  if (name === 'meter' || name === 'data') return attr(el, 'value') ?? '';
  return dom.textOf(el);
}

function collectProps(el: HtmlElement, dom: PageDom, data: Record<string, unknown>): void {
  for (const child of el.children) {
    if (!isElement(child)) continue;
    const prop = child.attribs.itemprop;
    if (prop) {
      const value = microdataValue(child, dom);
      for (const key of prop.trim().split(/\s+/)) {
        const existing = data[key];
        if (existing === undefined) data[key] = value;
        else if (Array.isArray(existing)) existing.push(value);
        else data[key] = [existing, value];
      }
      if (child.attribs.itemscope !== undefined) continue;
    }
    if (child.attribs.itemscope !== undefined && !prop) continue;
    collectProps(child, dom, data);
  }
}

function microdataScope(el: HtmlElement, dom: PageDom): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  const itemtype = attr(el, 'itemtype');
  if (itemtype) data['@type'] = typeName(itemtype.trim().split(/\s+/)[0]);
  collectProps(el, dom, data);
  return data;
}

function hasScopeAncestorWithProp(el: HtmlElement): boolean {
  return el.attribs.itemprop !== undefined;
}

export function detectStructuredData(dom: PageDom): LocatedItem[] {
  const items: LocatedItem[] = [];
  for (const script of dom.tag('script')) {
    const type = (script.attribs.type ?? '').toLowerCase().trim();
    if (type !== 'application/ld+json') continue;
    const text = script.children
      .map((c) => ('data' in c ? String((c as { data: string }).data) : ''))
      .join('');
    const parsed = parseJsonLoose(text);
    const found: Record<string, unknown>[] = [];
    collectJsonLdItems(parsed, found);
    for (const raw of found) {
      items.push({
        item: {
          format: 'json-ld',
          type: typeName(raw['@type']),
          data: trimData(raw) as Record<string, unknown>,
        },
        raw,
        element: script,
      });
    }
  }
  for (const el of dom.elements) {
    const a = el.attribs;
    if (a.itemscope !== undefined && a.itemtype && !hasScopeAncestorWithProp(el)) {
      const raw = microdataScope(el, dom);
      items.push({
        item: {
          format: 'microdata',
          type: typeName(raw['@type']),
          data: trimData(raw) as Record<string, unknown>,
        },
        raw,
        element: el,
      });
    } else if (a.typeof && a.property === undefined) {
      const data: Record<string, unknown> = { '@type': a.typeof };
      for (const child of el.children) {
        if (isElement(child) && child.attribs.property) {
          data[child.attribs.property] = child.attribs.content ?? dom.textOf(child).slice(0, MAX_STRING);
        }
      }
      items.push({
        item: { format: 'rdfa', type: typeName(a.typeof.trim().split(/\s+/)[0]), data },
        raw: data,
        element: el,
      });
    }
  }
  return items;
}

/** Every typed entity inside the items (nested ones too), e.g. the AggregateRating of a Product. */
export function entitiesOfType(
  items: LocatedItem[],
  types: RegExp,
): { entity: Record<string, unknown>; from: LocatedItem }[] {
  const out: { entity: Record<string, unknown>; from: LocatedItem }[] = [];
  const seen = new Set<unknown>();
  function visit(value: unknown, from: LocatedItem, depth: number): void {
    if (depth > 8 || typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const v of value) visit(v, from, depth + 1);
      return;
    }
    const obj = value as Record<string, unknown>;
    const t = obj['@type'];
    const names = (Array.isArray(t) ? t : [t])
      .filter((x): x is string => typeof x === 'string')
      .map(typeName);
    if (names.some((n) => types.test(n))) out.push({ entity: obj, from });
    for (const v of Object.values(obj)) visit(v, from, depth + 1);
  }
  for (const item of items) visit(item.raw, item, 0);
  return out;
}

/** All type names found in the items, nested ones included. */
export function allTypes(items: LocatedItem[]): Set<string> {
  const types = new Set<string>();
  for (const { entity } of entitiesOfType(items, /.*/)) {
    const t = entity['@type'];
    for (const name of Array.isArray(t) ? t : [t]) if (typeof name === 'string') types.add(typeName(name));
  }
  return types;
}

export function stringValue(value: unknown): string | null {
  if (typeof value === 'string') return collapse(value) || null;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return stringValue(value[0]);
  if (typeof value === 'object' && value !== null) {
    const obj = value as Record<string, unknown>;
    return stringValue(obj.name ?? obj.text ?? obj['@value'] ?? null);
  }
  return null;
}

export function numberValue(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string') {
    const n = Number.parseFloat(value.replace(',', '.'));
    return Number.isFinite(n) ? n : null;
  }
  if (Array.isArray(value)) return numberValue(value[0]);
  return null;
}
