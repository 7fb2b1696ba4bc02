import type { Db, Tx } from '../../db/client';
import { documentBytesOf } from './repository';

/**
 * Bytes of the documents a user attached to agent requests: the media module counts them in the user's upload
 * quota. (A file of its own, not agents/service.ts, which checks that quota itself.)
 */
export function agentDocumentBytes(db: Db | Tx, userId: number): Promise<number> {
  return documentBytesOf(db, userId);
}
