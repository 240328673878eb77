// Words of test names, file paths and pull-request titles: fixed lists, so a seed always yields the same names.
import type { Random } from '../core/seeded-random';

export const AREAS = [
  'payments',
  'refunds',
  'cart',
  'pricing',
  'tax',
  'promotions',
  'inventory',
  'shipping',
  'orders',
  'customers',
  'webhooks',
  'fraud',
  'invoices',
  'subscriptions',
  'notifications',
  'currency',
  'gift_cards',
  'loyalty',
  'returns',
  'catalog',
] as const;

export const TOPICS = [
  'service',
  'api',
  'repository',
  'validation',
  'events',
  'serializer',
  'scheduler',
  'client',
  'policy',
  'calculator',
  'state_machine',
  'import',
  'export',
  'cache',
  'permissions',
] as const;

const VERBS = [
  'creates',
  'updates',
  'rejects',
  'retries',
  'rounds',
  'caches',
  'emits',
  'validates',
  'applies',
  'releases',
  'reserves',
  'splits',
  'merges',
  'expires',
  'archives',
  'normalizes',
  'serializes',
  'refunds',
  'captures',
  'voids',
  'recalculates',
  'deduplicates',
  'schedules',
  'notifies',
] as const;

const OBJECTS = [
  'the order',
  'line items',
  'a partial refund',
  'the webhook',
  'a discount code',
  'tax lines',
  'stock',
  'the shipping label',
  'the invoice',
  'a gift card',
  'loyalty points',
  'the payment intent',
  'the cart',
  'currency amounts',
  'the customer address',
  'the receipt email',
  'the subscription',
  'a chargeback',
  'the price list',
  'the return label',
] as const;

const CONDITIONS = [
  '',
  '',
  '',
  'when the gateway times out',
  'for zero-amount orders',
  'across currencies',
  'after a retry',
  'for guest customers',
  'when stock is reserved',
  'on duplicate delivery',
  'with an expired token',
  'in parallel',
  'for EU VAT',
  'after cancellation',
  'for B2B accounts',
  'on the last day of the month',
] as const;

const FLOWS = [
  'guest-checkout',
  'saved-cards',
  'cart-page',
  'order-history',
  'address-book',
  'coupon-entry',
  'gift-card-redeem',
  'returns-portal',
  'subscription-management',
  'account-signup',
] as const;

export interface Behaviour {
  verb: string;
  object: string;
  condition: string;
}

export function pickBehaviour(random: Random): Behaviour {
  return { verb: random.pick(VERBS), object: random.pick(OBJECTS), condition: random.pick(CONDITIONS) };
}

export function pickFlow(random: Random): string {
  return random.pick(FLOWS);
}

export function words(behaviour: Behaviour): string[] {
  return `${behaviour.verb} ${behaviour.object} ${behaviour.condition}`
    .replace(/-/g, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .map((word) => word.toLowerCase());
}

export function snakeCase(parts: readonly string[]): string {
  return parts.join('_').replace(/[^a-z0-9_]/g, '');
}

export function camelCase(parts: readonly string[]): string {
  const clean = parts.map((part) => part.replace(/[^a-zA-Z0-9]/g, '')).filter(Boolean);
  return clean.map((part, index) => (index === 0 ? part.toLowerCase() : part[0]?.toUpperCase() + part.slice(1))).join('');
}

export function pascalCase(parts: readonly string[]): string {
  const camel = camelCase(parts);
  return (camel[0]?.toUpperCase() ?? '') + camel.slice(1);
}

export function kebabCase(parts: readonly string[]): string {
  return parts
    .join('-')
    .replace(/_/g, '-')
    .replace(/[^a-z0-9-]/g, '');
}

const TITLE_VERBS = ['Fix', 'Add', 'Refactor', 'Speed up', 'Harden', 'Simplify', 'Document', 'Remove', 'Support', 'Migrate'];
const TITLE_OBJECTS = [
  'refund webhooks',
  'tax rounding',
  'stock reservations',
  'coupon stacking',
  'shipping rates',
  'invoice PDFs',
  'gift card balance checks',
  'currency conversion',
  'fraud scoring',
  'subscription renewals',
  'order search',
  'checkout analytics',
  'payment retries',
  'address validation',
  'loyalty accrual',
  'return labels',
  'the cart page',
  'the receipts email',
  'CI caching',
  'flaky e2e setup',
];
const TITLE_SUFFIXES = ['', '', '', ' for EU stores', ' behind a flag', ' (follow-up)', ' in the API', ' for guests'];

export function pullRequestTitle(random: Random): string {
  return `${random.pick(TITLE_VERBS)} ${random.pick(TITLE_OBJECTS)}${random.pick(TITLE_SUFFIXES)}`;
}

export const DEPENDENCY_TITLES = [
  'Bump pytest from 8.3.2 to 8.3.3',
  'Bump vitest from 2.1.4 to 2.1.8',
  'Bump @playwright/test from 1.48.2 to 1.49.1',
  'Update dependency junit-jupiter to v5.11.3',
  'Bump requests from 2.32.2 to 2.32.3',
  'Update actions/checkout action to v4.2.2',
];

const FIRST_NAMES = [
  'maria',
  'tomasz',
  'priya',
  'kenji',
  'amara',
  'lucas',
  'sofia',
  'omar',
  'hana',
  'diego',
  'ingrid',
  'wei',
  'fatima',
  'jonas',
  'chloe',
  'rafael',
  'noor',
  'elena',
  'samuel',
  'aiko',
  'bruno',
  'leila',
  'marek',
  'zoe',
];
const LAST_NAMES = [
  'santos',
  'kowalski',
  'raman',
  'tanaka',
  'okafor',
  'martin',
  'rossi',
  'haddad',
  'kim',
  'alvarez',
  'berg',
  'chen',
  'diallo',
  'weber',
  'dubois',
  'costa',
  'rahman',
  'petrova',
  'adeyemi',
  'sato',
  'silva',
  'nasser',
  'novak',
  'fischer',
];

/** The first 24 logins are fixed (the showcase stories name some); more come from name pairs. */
export function userLogins(count: number): string[] {
  const logins: string[] = [];
  for (let i = 0; logins.length < count; i += 1) {
    const first = FIRST_NAMES[i % FIRST_NAMES.length] as string;
    const last = LAST_NAMES[(i + Math.floor(i / LAST_NAMES.length) * 7) % LAST_NAMES.length] as string;
    const login = `${first}-${last}`;
    if (!logins.includes(login)) logins.push(login);
    else logins.push(`${login}-${i}`);
  }
  return logins;
}
