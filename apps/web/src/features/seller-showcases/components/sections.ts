import type { SellerShowcaseSettings } from '@storefront/contract/seller';
import type { SectionName } from '../api';

export type Values = Record<string, string | boolean>;
export interface FieldSpec {
  key: string;
  label: string;
  kind?: 'text' | 'multiline' | 'number' | 'check' | 'ltr';
  max?: number;
}
export interface SectionSpec {
  name: SectionName;
  title: string;
  fields: FieldSpec[];
  values: (s: SellerShowcaseSettings) => Values;
  body: (v: Values) => unknown;
}

const str = (v: Values, k: string) => String(v[k] ?? '');

/** The six edit sections of spec §7, each with its own endpoint and fields (labels are message ids). */
export const SECTIONS: SectionSpec[] = [
  {
    name: 'info',
    title: 'seller.section.info',
    fields: [
      { key: 'name', label: 'seller.field.name', max: 100 },
      { key: 'description', label: 'seller.field.description', kind: 'multiline', max: 1000 },
      { key: 'slogan', label: 'seller.field.slogan', max: 200 },
      { key: 'botUsername', label: 'seller.field.botUsername', kind: 'ltr', max: 32 },
      { key: 'shareText', label: 'seller.field.shareText', kind: 'multiline', max: 500 },
    ],
    values: (s) => ({ ...s.info }),
    body: (v) => ({
      name: str(v, 'name'),
      description: str(v, 'description'),
      slogan: str(v, 'slogan'),
      botUsername: str(v, 'botUsername'),
      shareText: str(v, 'shareText'),
    }),
  },
  {
    name: 'domain',
    title: 'seller.section.domain',
    fields: [
      { key: 'alias', label: 'seller.field.alias', kind: 'ltr', max: 32 },
      { key: 'domain', label: 'seller.field.domain', kind: 'ltr', max: 253 },
    ],
    values: (s) => ({ alias: s.alias, domain: s.domain }),
    body: (v) => ({ alias: str(v, 'alias').trim().toLowerCase(), domain: str(v, 'domain').trim().toLowerCase() }),
  },
  {
    name: 'catalog',
    title: 'seller.section.catalog',
    fields: [
      { key: 'cashbackPercent', label: 'seller.field.cashbackPercent', kind: 'number' },
      { key: 'requireReferral', label: 'seller.field.requireReferral', kind: 'check' },
    ],
    values: (s) => ({ cashbackPercent: String(s.catalog.cashbackPercent), requireReferral: s.catalog.requireReferral }),
    body: (v) => ({ cashbackPercent: Number(str(v, 'cashbackPercent').replace(',', '.')), requireReferral: v.requireReferral === true }),
  },
  {
    name: 'contacts',
    title: 'seller.section.contacts',
    fields: (['phone', 'email', 'address', 'telegram', 'whatsapp', 'vk', 'workHours'] as const).map((key) => ({
      key,
      label: `seller.field.${key}`,
      kind: key === 'address' || key === 'workHours' ? 'text' : 'ltr',
      max: 300,
    })),
    values: (s) => ({ ...s.contacts }),
    body: (v) => Object.fromEntries(['phone', 'email', 'address', 'telegram', 'whatsapp', 'vk', 'workHours'].map((k) => [k, str(v, k).trim()])),
  },
  {
    name: 'header',
    title: 'seller.section.header',
    fields: [
      { key: 'b1', label: 'seller.field.burger1', max: 30 },
      { key: 'b2', label: 'seller.field.burger2', max: 30 },
      { key: 'b3', label: 'seller.field.burger3', max: 30 },
      { key: 'announcement', label: 'seller.field.announcement', max: 200 },
    ],
    values: (s) => ({
      b1: s.header.burgerMenu['1'],
      b2: s.header.burgerMenu['2'],
      b3: s.header.burgerMenu['3'],
      announcement: s.header.announcement,
    }),
    body: (v) => ({ burgerMenu: { '1': str(v, 'b1'), '2': str(v, 'b2'), '3': str(v, 'b3') }, announcement: str(v, 'announcement') }),
  },
  ...(['banner', 'promo'] as const).map((url): SectionSpec => ({
    name: `home/${url}`,
    title: `seller.section.home.${url}`,
    fields: [
      { key: 'title', label: 'seller.field.homeTitle', max: 100 },
      { key: 'text', label: 'seller.field.homeText', kind: 'multiline', max: 1000 },
      { key: 'visible', label: 'seller.field.homeVisible', kind: 'check' },
    ],
    values: (s) => ({ ...s.home[url] }),
    body: (v) => ({ title: str(v, 'title'), text: str(v, 'text'), visible: v.visible === true }),
  })),
];
