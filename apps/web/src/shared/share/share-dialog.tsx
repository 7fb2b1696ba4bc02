import { QR_CODE } from '@storefront/contract/constants';
import { shareTargetUrl } from '@storefront/contract/referral';
import { useState } from 'react';
import { QRCode } from 'react-qrcode-logo';
import { sharePreparedMessage, shareToMax } from '../lib/host-features';
import { platform } from '../lib/platform';
import { Modal } from '../ui/modal';
import { LinkField, useCopiedState } from './copy-controls';
import { copyText } from './copy-text';
import { useShareT } from './messages';
import { checkShareInput, effectiveLink, type ShareTarget } from './share-rules';
import './share.css';

export interface ShareDialogProps {
  open: boolean;
  onClose: () => void;
  /** The link to share. */
  content: string;
  /** Only "link" is supported (spec §2). */
  contentType?: string;
  /** Default: telegram and copy. */
  shareTargets?: readonly string[];
  /** A custom link: used instead of content when non-blank (spec §5). */
  address?: string;
  title?: string;
  /** Text sent along with the link (Telegram, WhatsApp). */
  comments?: string;
  /** QR code of the messenger link, with the showcase logo in the middle. */
  qr?: { value: string; logo?: string } | null;
  /** Called when the link leaves through a target (the caller records the last sent link). */
  onShared?: (target: ShareTarget, link: string) => void;
  /**
   * Inside Telegram: the id of a message the server prepared for this share (savePreparedInlineMessage), which the
   * Telegram target sends with shareMessage; null or a failure falls back to t.me/share.
   */
  prepareTelegramMessage?: () => Promise<string | null>;
}

/** Telegram target: the prepared card through shareMessage where there is one, else the t.me/share page. */
async function shareToTelegram(link: string, comments: string, prepare: ShareDialogProps['prepareTelegramMessage']): Promise<void> {
  const id = prepare ? await prepare().catch(() => null) : null;
  if (id && (await sharePreparedMessage(id))) return;
  platform.openExternal(shareTargetUrl('telegram', link, comments));
}

function ShareTargets({
  targets,
  link,
  comments,
  onCopied,
  onShared,
  prepareTelegramMessage,
}: {
  targets: ShareTarget[];
  link: string;
  comments: string;
  onCopied: () => void;
  onShared?: ShareDialogProps['onShared'];
  prepareTelegramMessage?: ShareDialogProps['prepareTelegramMessage'];
}) {
  const t = useShareT();
  const [busy, setBusy] = useState(false);
  const copy = async () => {
    if (!(await copyText(link))) return false;
    onCopied();
    return true;
  };
  const share = async (target: ShareTarget) => {
    if (target === 'copy') {
      if (!(await copy())) return;
    } else if (target === 'telegram') {
      setBusy(true);
      await shareToTelegram(link, comments, prepareTelegramMessage).finally(() => setBusy(false));
    } else if (target === 'max') {
      // MAX has no web share page: its bridge inside MAX, the browser's share sheet elsewhere, else the link is copied.
      if (!(await shareToMax({ text: comments, link })) && !(await copy())) return;
    } else {
      platform.openExternal(shareTargetUrl(target, link, comments));
    }
    onShared?.(target, link);
  };
  return (
    <div className="share-dialog__targets" role="group" aria-label={t('shareDialog.targets')}>
      {targets.map((target) => (
        <button
          key={target}
          type="button"
          className={`button ${target === 'copy' ? 'button--primary' : 'button--secondary'} share-dialog__target share-dialog__target--${target}`}
          disabled={link === '' || busy}
          aria-busy={(busy && target === 'telegram') || undefined}
          onClick={() => void share(target)}
        >
          {t(`shareDialog.target.${target}`)}
        </button>
      ))}
    </div>
  );
}

/**
 * The share dialog of spec §2: the link, a QR code of the messenger link and the share targets.
 * After a copy it shows "Ссылка скопирована" for 1500 ms. Bad inputs show the spec's error text.
 */
export function ShareDialog({
  open,
  onClose,
  content,
  contentType = 'link',
  shareTargets,
  address,
  title,
  comments = '',
  qr,
  onShared,
  prepareTelegramMessage,
}: ShareDialogProps) {
  const t = useShareT();
  const [copied, setCopied] = useCopiedState();
  const link = effectiveLink(content, address);
  let targets: ShareTarget[] = [];
  let inputError: string | null = null;
  try {
    targets = checkShareInput(contentType, shareTargets);
  } catch (error) {
    inputError = error instanceof Error ? error.message : String(error);
  }

  return (
    <Modal open={open} onClose={onClose} title={title ?? t('shareDialog.title')} className="share-dialog">
      {inputError !== null ? (
        <p className="share-dialog__error" role="alert">
          {inputError}
        </p>
      ) : copied ? (
        <p className="share-dialog__copied" role="status">
          <span aria-hidden="true" className="share-dialog__check">
            ✓
          </span>
          {t('shareDialog.copied')}
        </p>
      ) : (
        <>
          {comments.trim() ? (
            <p className="share-dialog__comments" dir="auto">
              {comments}
            </p>
          ) : null}
          <LinkField label={t('shareDialog.link')} className="share-dialog__link" value={link} placeholder={t('shareDialog.empty')} />
          {qr?.value ? (
            <figure className="share-dialog__qr">
              <QRCode
                value={qr.value}
                size={QR_CODE.size}
                quietZone={QR_CODE.quietZone}
                ecLevel={QR_CODE.ecLevel}
                qrStyle={QR_CODE.qrStyle}
                logoImage={qr.logo}
                logoWidth={QR_CODE.logoWidth}
                logoHeight={QR_CODE.logoHeight}
              />
              <figcaption className="muted">{t('shareDialog.qr')}</figcaption>
            </figure>
          ) : null}
          <ShareTargets
            targets={targets}
            link={link}
            comments={comments}
            onCopied={() => setCopied(true)}
            onShared={onShared}
            prepareTelegramMessage={prepareTelegramMessage}
          />
        </>
      )}
    </Modal>
  );
}
