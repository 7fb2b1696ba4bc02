import { combineSlices, configureStore, isPlain } from '@reduxjs/toolkit';
import { api } from './api';
import { noticesSlice } from './notices';

const rootReducer = combineSlices(api, noticesSlice);
export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store per app (and per test). Dates are allowed: the DB-time query is read as a Date. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { isSerializable: (value: unknown) => isPlain(value) || value instanceof Date },
      }).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
