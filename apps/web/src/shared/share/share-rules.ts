import {
  DEFAULT_SHARE_TARGETS,
  isShareTarget,
  SHARE_CONTENT_TYPES,
  SHARE_ERRORS,
  type ShareContentType,
  type ShareTarget,
} from '@storefront/contract/referral';

/** Spec §5: the custom link wins when it is non-blank; the share controls are disabled while the link is empty. */
export function effectiveLink(content: string, address: string | undefined): string {
  const custom = address?.trim() ?? '';
  return custom !== '' ? custom : content.trim();
}

/** Spec §5, §8: only "link" content and the five known targets; anything else is an error with the spec's text. */
export function checkShareInput(contentType: string, targets: readonly string[] | undefined): ShareTarget[] {
  if (!(SHARE_CONTENT_TYPES as readonly string[]).includes(contentType)) throw new Error(SHARE_ERRORS.unknownContentType);
  const list = targets ?? DEFAULT_SHARE_TARGETS;
  for (const target of list) if (!isShareTarget(target)) throw new Error(SHARE_ERRORS.unknownTarget);
  return [...new Set(list as readonly ShareTarget[])];
}

export type { ShareContentType, ShareTarget };
