import { useCallback } from 'react';
import { noticeShown, type NoticeInput } from '../shared/lib/notices';
import { useAppDispatch } from './hooks';

/** Shows a toast: `notify({ message, type: 'danger' })`. */
export function useNotify(): (input: NoticeInput) => void {
  const dispatch = useAppDispatch();
  return useCallback((input: NoticeInput) => void dispatch(noticeShown(input)), [dispatch]);
}
