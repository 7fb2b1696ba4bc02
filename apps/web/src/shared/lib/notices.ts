import { NOTICE_DEFAULT_MS, NOTICE_ERROR_MS, type ToastType } from '@storefront/contract/constants';
import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export interface Notice {
  id: string;
  type: ToastType;
  message: string;
  /** Milliseconds before it closes itself; -1 (NOTICE_PERSISTENT) keeps it until closed. */
  timeout: number;
}

export interface NoticeInput {
  message: string;
  type?: ToastType;
  timeout?: number;
}

/** Default type success, 3000 ms; an error (danger) notice stays 5000 ms. */
export function resolveNotice(input: NoticeInput): Omit<Notice, 'id'> {
  const type = input.type ?? 'success';
  const timeout = input.timeout ?? (type === 'danger' ? NOTICE_ERROR_MS : NOTICE_DEFAULT_MS);
  return { type, message: input.message, timeout };
}

export const noticesSlice = createSlice({
  name: 'notices',
  initialState: [] as Notice[],
  reducers: {
    noticeShown: {
      reducer: (state, action: PayloadAction<Notice>) => {
        state.push(action.payload);
      },
      prepare: (input: NoticeInput) => ({ payload: { id: nanoid(), ...resolveNotice(input) } }),
    },
    noticeClosed: (state, action: PayloadAction<string>) => state.filter((n) => n.id !== action.payload),
  },
  selectors: {
    selectNotices: (state) => state,
  },
});

export const { noticeShown, noticeClosed } = noticesSlice.actions;
export const { selectNotices } = noticesSlice.selectors;
