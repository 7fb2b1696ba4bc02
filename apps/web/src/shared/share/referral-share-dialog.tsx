import { useState } from 'react';
import { randomCmp } from '@storefront/contract/links';
import { MAX_DEFAULT_SHARE_TARGETS } from '@storefront/contract/referral';
import { platform } from '../lib/platform';
import { useMenuConfig, useSession, useShowcase } from '../lib/startup';
import { ShareMessages } from './messages';
import { usePrepareShareMessageMutation, useSaveLastLinkMutation } from './share-api';
import { ShareDialog } from './share-dialog';
import { referralLinks, showcaseLogoUrl, showcaseOrigin } from './share-links';
import type { ShareOptions } from './share-options';

/**
 * The share dialog with the shopper's referral links (lazy chunk): the web link (the Telegram one inside
 * Telegram) to send, the Telegram link in the QR code with the showcase logo, one campaign suffix per opening.
 * Whatever is sent is recorded as the last sent link of the showcase's bot.
 */
export function ReferralShareDialog({
  open,
  onClose,
  path,
  comments,
  productId,
  shareTargets,
  ...options
}: ShareOptions & { open: boolean; onClose: () => void }) {
  const showcase = useShowcase();
  const menu = useMenuConfig();
  const { isLogged } = useSession();
  const [saveLastLink] = useSaveLastLinkMutation();
  const [prepareShareMessage] = usePrepareShareMessageMutation();
  const [cmp] = useState(() => randomCmp());
  const links = referralLinks({
    origin: showcaseOrigin(showcase?.currentDomain, window.location),
    path,
    showcaseId: showcase?.showcaseId,
    refCode: showcase?.refCode,
    showcaseStateId: menu?.showcaseStateId ?? showcase?.showcaseStateId,
    bot: showcase?.telegramBot,
    cmp,
  });
  const content = platform.isTelegram() && links.telegram ? links.telegram : links.web;
  const qrValue = links.telegram ?? links.web;
  const logo = showcase ? showcaseLogoUrl(showcase.imageBaseUrl, showcase.siteId, menu?.updated_after ?? showcase.updatedAfter) : undefined;
  const bot = showcase?.telegramBot.replace(/^@/, '') ?? '';
  // Inside Telegram a logged-in shopper's Telegram target sends a card the server prepared (shareMessage).
  const prepareTelegramMessage =
    platform.isTelegram() && isLogged && bot
      ? () =>
          prepareShareMessage({ cmp, ...(productId ? { productId } : {}) })
            .unwrap()
            .then((prepared) => prepared.id)
      : undefined;

  return (
    <ShareMessages>
      <ShareDialog
        open={open}
        onClose={onClose}
        content={content}
        {...options}
        shareTargets={shareTargets ?? (platform.isMax() ? MAX_DEFAULT_SHARE_TARGETS : undefined)}
        prepareTelegramMessage={prepareTelegramMessage}
        comments={comments ?? menu?.shareText ?? ''}
        qr={qrValue ? { value: qrValue, logo } : null}
        onShared={(_target, url) => {
          if (isLogged) void saveLastLink({ bot, url });
        }}
      />
    </ShareMessages>
  );
}
