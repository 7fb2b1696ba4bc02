import { useCallback } from 'react';
import { useAppDispatch } from './hooks';
import { noticeShown, type NoticeInput } from './notices';

/** Shows a toast: `notify({ message, type: 'danger' })`. */
export function useNotify(): (input: NoticeInput) => void {
  const dispatch = useAppDispatch();
  return useCallback((input: NoticeInput) => void dispatch(noticeShown(input)), [dispatch]);
}
