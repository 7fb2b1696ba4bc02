import type { HomeBlock, StorefrontSettings } from '@storefront/contract/startup';
import type { Showcase } from '../../lib/request-context';

const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function homeBlock(value: unknown): HomeBlock | null {
  if (typeof value !== 'object' || value === null) return null;
  const block = value as { title?: unknown; text?: unknown; visible?: unknown };
  if (block.visible === false) return null;
  const title = str(block.title);
  const text = str(block.text);
  return title || text ? { title, text } : null;
}

/** The settings a seller fills in for buyers (contacts, header announcement, home banner and promo), as stored. */
export function storefrontSettings(showcase: Showcase): StorefrontSettings {
  const c = showcase.contacts;
  const header = showcase.headerSettings as { announcement?: unknown };
  const home = showcase.homeSettings as { banner?: unknown; promo?: unknown };
  return {
    contacts: {
      phone: str(c.phone),
      email: str(c.email),
      address: str(c.address),
      telegram: str(c.telegram),
      whatsapp: str(c.whatsapp),
      vk: str(c.vk),
      workHours: str(c.workHours),
    },
    announcement: str(header.announcement),
    banner: homeBlock(home.banner),
    promo: homeBlock(home.promo),
  };
}
