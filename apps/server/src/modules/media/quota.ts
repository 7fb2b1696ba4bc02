import type { Locale } from '@storefront/contract/constants';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { uploadText } from '../../lib/upload-messages';
import { agentDocumentBytes } from '../agents/documents';
import { lockUserUploads, mediaBytesOf } from './repository';

export interface Quota {
  /** UPLOAD_QUOTA_MB_PER_USER */
  mb: number;
  /** The form field the message is for, and its language. */
  field: string;
  locale: Locale;
}

/**
 * Inside the upload's transaction, before anything is written: the user's pictures, claim photos and agent documents
 * plus the new bytes must stay within the quota (413 with a field message otherwise). The user's uploads are
 * serialised until the transaction ends, so parallel uploads cannot overshoot it together.
 */
export async function assertQuota(tx: Tx, userId: number, incomingBytes: number, quota: Quota): Promise<void> {
  await lockUserUploads(tx, userId);
  const used = (await mediaBytesOf(tx, userId)) + (await agentDocumentBytes(tx, userId));
  if (used + incomingBytes > quota.mb * 1024 * 1024) {
    throw new AppError('PAYLOAD_TOO_LARGE', {}, { [quota.field]: uploadText(quota.locale, 'quota', { mb: quota.mb }) });
  }
}
