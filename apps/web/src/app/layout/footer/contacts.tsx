import type { StorefrontSettings } from '@storefront/contract/startup';
import { useT } from '../../../shared/lib/i18n';
import { useShowcase } from '../../../shared/lib/startup';
import { UserText } from '../../../shared/ui/user-text';

const digits = (value: string): string => value.replace(/[^0-9+]/g, '');

/** Messenger links: Telegram by username, WhatsApp by number, VK by page address or name. */
export function messengerLinks(c: StorefrontSettings['contacts']): Array<{ key: 'telegram' | 'whatsapp' | 'vk'; href: string; label: string }> {
  const links: Array<{ key: 'telegram' | 'whatsapp' | 'vk'; href: string; label: string }> = [];
  if (c.telegram) links.push({ key: 'telegram', href: `https://t.me/${c.telegram.replace(/^@/, '')}`, label: c.telegram });
  if (c.whatsapp) links.push({ key: 'whatsapp', href: `https://wa.me/${digits(c.whatsapp).replace(/^\+/, '')}`, label: c.whatsapp });
  if (c.vk) {
    const page = c.vk.replace(/^https?:\/\/(m\.)?vk\.com\//i, '').replace(/^@/, '');
    if (/^[A-Za-z0-9_.]{2,64}$/.test(page)) links.push({ key: 'vk', href: `https://vk.com/${page}`, label: c.vk });
  }
  return links;
}

/** The showcase's contacts in the footer: phone and e-mail as tel:/mailto: links, address, hours, messengers. */
export function Contacts() {
  const t = useT();
  const c = useShowcase()?.storefront?.contacts;
  if (!c) return null;
  const messengers = messengerLinks(c);
  if (!c.phone && !c.email && !c.address && !c.workHours && messengers.length === 0) return null;
  return (
    <address className="app-contacts" aria-label={t('footer.contacts')}>
      {c.phone ? (
        <a href={`tel:${digits(c.phone)}`} className="app-contacts__line" dir="ltr">
          {c.phone}
        </a>
      ) : null}
      {c.email ? (
        <a href={`mailto:${c.email}`} className="app-contacts__line" dir="ltr">
          {c.email}
        </a>
      ) : null}
      <UserText as="span" className="app-contacts__line" text={c.address} />
      <UserText as="span" className="app-contacts__line" text={c.workHours} />
      {messengers.length > 0 ? (
        <span className="app-contacts__messengers">
          {messengers.map((m) => (
            <a key={m.key} href={m.href} target="_blank" rel="noopener noreferrer">
              {t(`footer.messenger.${m.key}`)}
            </a>
          ))}
        </span>
      ) : null}
    </address>
  );
}
