/**
 * Copying a link, for screens that only copy (wishlists, ref code, last link). Links with the referral
 * query and the share dialog live in shared/share (the dialog is lazy: open it with useShareDialog).
 */
export { copyText } from '../share/copy-text';
export { CopyButton, LinkField, useCopiedState } from '../share/copy-controls';
